import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPostgresUrl, openEngine } from './engine';
import { freshPostgresDatabase, type FreshDatabase } from '../testing/postgres';

describe('the engine a process opens', () => {
  const dir = mkdtempSync(join(tmpdir(), 'grouppurse-engine-'));
  let fresh: FreshDatabase | undefined;
  afterAll(async () => {
    await fresh?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    { url: undefined, postgres: false },
    { url: '', postgres: false },
    { url: 'postgres://app@db.internal:5432/gp', postgres: true },
    { url: 'postgresql://app@db.internal/gp', postgres: true },
    { url: 'POSTGRES://app@db/gp', postgres: true },
    { url: 'mysql://app@db/gp', postgres: false },
    { url: 'grouppurse.db', postgres: false },
  ])('reads DATABASE_URL $url as PostgreSQL: $postgres', ({ url, postgres }) => {
    expect(isPostgresUrl(url)).toBe(postgres);
  });

  it('is SQLite in the data directory without DATABASE_URL', async () => {
    const db = await openEngine({ dataDir: dir });
    expect(db.engine).toBe('sqlite');
    await db.close();
  });

  it('is PostgreSQL, migrated, with a postgres:// DATABASE_URL', async () => {
    fresh = await freshPostgresDatabase();
    const db = await openEngine({ databaseUrl: fresh.url, dataDir: dir });
    expect(db.engine).toBe('postgres');
    await expect(db.transaction(async () => 'ran')).resolves.toBe('ran');
    await db.close();
  });

  it('refuses a DATABASE_URL of another kind, without echoing its credentials', async () => {
    const refused = openEngine({ databaseUrl: 'mysql://app:secret@db/gp', dataDir: dir });
    await expect(refused).rejects.toThrow(/postgres:\/\//);
    await expect(refused).rejects.not.toThrow(/secret/);
  });
});
