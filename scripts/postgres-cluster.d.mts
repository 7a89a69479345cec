/** Types of postgres-cluster.mjs for the TypeScript test helpers (the script itself is plain JavaScript run by node). */
export interface RunningCluster {
  /** Admin URL of the cluster, e.g. postgres://postgres@127.0.0.1:41234/postgres (trust auth). */
  url: string;
  /** The same admin URL through the cluster's Unix socket in `dir`, e.g. postgres://postgres@localhost:41234/postgres?host=%2Ftmp%2Fgp-pg-x (pg takes the socket directory from `host`). */
  socketUrl: string;
  port: number;
  /** The temporary directory holding the data directory, the socket and postgres.log. */
  dir: string;
  /** The postmaster's pid. */
  pid: number;
  /** Resolves with the exit code or signal once the postmaster has ended. */
  exited: Promise<number | string>;
  /** Fast shutdown by pid, then the directory removed; calling it again does nothing. */
  stop(): Promise<void>;
}
export function findPostgresBin(): string | null;
export function ensurePostgres(): string | null;
export function startCluster(options?: { log?: (line: string) => void; durable?: boolean; synchronousCommit?: boolean; settings?: Record<string, string> }): Promise<RunningCluster>;
