import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/open';
import { serverSettings } from './db/schema';

/**
 * Returns the server secret stored under `key`, creating it at first use. Generated secrets live
 * in the database so a restart keeps them (issued codes stay checkable, push keys stay valid).
 */
export function getOrCreateSecret(db: Db, key: string, create: () => string = () => randomBytes(32).toString('base64url')): string {
  return db.transaction((tx) => {
    const existing = tx.select().from(serverSettings).where(eq(serverSettings.key, key)).get();
    if (existing) return existing.value;
    const value = create();
    tx.insert(serverSettings).values({ key, value }).run();
    return value;
  });
}
