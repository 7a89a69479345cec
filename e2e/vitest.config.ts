import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_MESSAGES_ALIAS } from '../scripts/i18n.mjs';
import { slowFirst } from '../scripts/slow-first.mjs';

// Browser end-to-end tests: real Chromium, the real built app (dist/web) and a real server on a
// free port with a temporary DATA_DIR, each file its own (startHarness).
export default defineConfig({
  // The compiled messages in one module per language: see TEST_OUTDIR in scripts/i18n.mjs.
  resolve: { alias: [TEST_MESSAGES_ALIAS] },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A failed test prints what each open page showed (e2e/failure-report.ts).
    setupFiles: ['e2e/failure-report.ts'],
    // Two files at once on 2 cores (issue 26 §7): one file keeps the machine about two-thirds busy
    // (the page waits on the server, the server on the page), so a second fills the gaps: 414-476 s
    // against 491-574 one at a time. The load it adds found races of the tests' own, each mended:
    // a page that missed the service worker's claim (waitForServiceWorkerControl), offline
    // emulation left on a page and 'online' said before the network was up (offline-emulation.ts),
    // and pages reloaded or closed before their kept form was written (keptDrafts, keptGuestDrafts).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One module graph for all files of a worker: the server's modules are not imported again for
    // each file (3.5 s a file). Every server, database and browser is still the test's own.
    isolate: false,
    // The longest file starts first, not last (scripts/slow-first.mjs): 55 s of nine languages.
    sequence: { sequencer: slowFirst(['e2e/languages.e2e.ts', 'e2e/paying.e2e.ts', 'e2e/auth.e2e.ts', 'e2e/books-money.e2e.ts']) },
  },
});
