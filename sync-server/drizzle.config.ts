import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a new migration after a change to db/schema.ts.
export default defineConfig({
  dialect: 'sqlite',
  schema: './sync-server/db/schema.ts',
  out: './sync-server/db/migrations',
});
