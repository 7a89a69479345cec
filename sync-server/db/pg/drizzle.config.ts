import { defineConfig } from 'drizzle-kit';

// The PostgreSQL migrations, generated from db/pg/schema.ts (no database needed). After a change
// to both schemas, run from the repository root:
//   node_modules/.bin/drizzle-kit generate --config sync-server/db/pg/drizzle.config.ts --name <what-changed>
// and keep any hand-written data statement the SQLite migration carries only if a database that
// already holds rows needs it (a fresh PostgreSQL database starts empty).
export default defineConfig({
  dialect: 'postgresql',
  schema: './sync-server/db/pg/schema.ts',
  out: './sync-server/db/pg/migrations',
});
