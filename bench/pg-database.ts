import pg from 'pg';
import type { RunningCluster } from '../scripts/postgres-cluster.mjs';

/** How a bench server reaches PostgreSQL on this machine: its Unix socket (the default, as the README advises) or its TCP port. */
export type PgVia = 'socket' | 'tcp';

/**
 * Creates the database `name` on `cluster` and gives its URL both ways: over TCP and through the
 * cluster's Unix socket.
 * @example const { socket } = await createDatabase(cluster, 'bench_1')
 */
export async function createDatabase(cluster: RunningCluster, name: string): Promise<Record<PgVia, string>> {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const named = (base: string) => {
    const url = new URL(base);
    url.pathname = `/${name}`;
    return url.href;
  };
  return { tcp: named(cluster.url), socket: named(cluster.socketUrl) };
}

/** 'tcp' when `value` says so, else the socket. */
export const pgVia = (value: string | undefined): PgVia => (value === 'tcp' ? 'tcp' : 'socket');
