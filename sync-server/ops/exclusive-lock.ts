import Database from 'better-sqlite3';

/** A connection holding the only lock on a database file; `release` closes it. */
export interface ExclusiveLock {
  /** Closes the connection: SQLite copies the WAL into the file and deletes it, then unlocks. */
  release(): void;
}

/**
 * Takes an exclusive lock on an existing SQLite file, or answers 'in-use' when another connection
 * has it open. A server has its connections open for as long as it runs, even idle: in WAL mode
 * each one holds a shared lock on the file, so no exclusive lock is granted while a server (of
 * this machine) is running on it. Holding the lock also keeps a server from starting meanwhile:
 * its first query waits, then fails.
 * @example const lock = lockExclusively(file); if (lock === 'in-use') refuse(); else { …; lock.release() }
 */
export function lockExclusively(file: string): ExclusiveLock | 'in-use' {
  const sqlite = new Database(file, { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 0');
    // Kept until the connection closes; in WAL mode SQLite then needs no shared memory, so it
    // never touches the -shm a running server uses.
    sqlite.pragma('locking_mode = EXCLUSIVE');
    sqlite.exec('BEGIN EXCLUSIVE');
    sqlite.exec('COMMIT');
  } catch (error) {
    sqlite.close();
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return 'in-use';
    throw error;
  }
  return { release: () => sqlite.close() };
}
