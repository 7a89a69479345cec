import { defineConfig } from 'vitest/config';
import { TEST_MESSAGES_ALIAS } from '../scripts/i18n.mjs';

// Browser end-to-end tests: real Chromium, the real built app (dist/web) and a real server on a
// free port with a temporary DATA_DIR. Files run one at a time: 2 cores, one browser each.
export default defineConfig({
  // The compiled messages in one module per language: see TEST_OUTDIR in scripts/i18n.mjs.
  resolve: { alias: [TEST_MESSAGES_ALIAS] },
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // One module graph for all files: the server's modules are not imported again for each file
    // (3.5 s a file). Every server, database and browser is still the test's own (startHarness).
    isolate: false,
  },
});
