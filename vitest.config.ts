import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_MESSAGES_ALIAS } from './scripts/i18n.mjs';
import { slowFirst } from './scripts/slow-first.mjs';

// Unit and server integration tests. Browser end-to-end tests have their own config (e2e/).
export default defineConfig({
  // The compiled messages in one module per language: see TEST_OUTDIR in scripts/i18n.mjs.
  resolve: { alias: [TEST_MESSAGES_ALIAS] },
  test: {
    include: ['shared/**/*.test.ts', 'sync-server/**/*.test.ts', 'web/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tests/**/*.test.ts', 'e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['scripts/i18n-global-setup.mjs', 'sync-server/testing/postgres-global-setup.ts'],
    // The phone's database (Dexie) takes the IndexedDB it finds when first imported, once per
    // worker (isolate: false below): every file finds the same one, whichever file imports it first.
    setupFiles: ['fake-indexeddb/auto'],
    // Two files at once on 2 cores (vitest's default is one per core but one): many tests wait on
    // SQLite's disk, Chromium, the OCR or the statement reader's thread, so the second worker
    // fills the gaps (measured: 340 s with one, 214 s with two, every test passing).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    // One module graph per worker for all its files, not one per file (issue 26 §7): the server's
    // modules are imported once per worker instead of once per file. Measured on the unit run:
    // 400 s isolated, 180 s not. A file that changes process-wide state puts it back.
    isolate: false,
    // The longest files start first, also on a fresh clone with no timings (scripts/slow-first.mjs).
    // Measured alone on 2 workers: the accuracy test 83 s, the others 17-18 s each.
    sequence: { sequencer: slowFirst(['tests/receipts/accuracy.test.ts', 'tests/chaos-sync.test.ts', 'sync-server/security/fuzz.test.ts', 'sync-server/security/crash.test.ts']) },
  },
});
