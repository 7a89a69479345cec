import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { TEST_MESSAGES_ALIAS } from './scripts/i18n.mjs';
import { slowFirst } from './scripts/slow-first.mjs';

// The server's database-backed suites again, on PostgreSQL: each test app gets its own database on
// the test cluster (sync-server/testing/test-database.ts). `npm test` runs this after the SQLite run.
// Left out, as they test SQLite itself:
// - sync-server/db/query-plans.test.ts: SQLite's query planner (EXPLAIN QUERY PLAN).
// - sync-server/db/checkpointer, statement-cache, receipt-backfill tests: SQLite's WAL, statement cache and a SQLite migration.
// - sync-server/ops/backup.test.ts, restore.test.ts: SQLite's online backup API.
// - sync-server/contributions/proof-owner.test.ts: replays a SQLite migration on the raw connection.
export default defineConfig({
  // The compiled messages in one module per language: see TEST_OUTDIR in scripts/i18n.mjs.
  resolve: { alias: [TEST_MESSAGES_ALIAS] },
  test: {
    include: [
      'sync-server/auth/auth.test.ts',
      'sync-server/auth/session.test.ts',
      'sync-server/contributions/decide-guards.test.ts',
      'sync-server/contributions/duplicate-flag.test.ts',
      'sync-server/contributions/ledger.property.test.ts',
      'sync-server/contributions/listings.test.ts',
      'sync-server/contributions/proofs.test.ts',
      'sync-server/contributions/refused-proof.test.ts',
      'sync-server/contributions/review.test.ts',
      'sync-server/contributions/submit.test.ts',
      'sync-server/corrections/cash.test.ts',
      'sync-server/corrections/corrections.property.test.ts',
      'sync-server/corrections/reverse.test.ts',
      'sync-server/dues/rotation.test.ts',
      'sync-server/dues/terms.test.ts',
      'sync-server/dues/fines.test.ts',
      'sync-server/dues/due-reminders.test.ts',
      'sync-server/dues/contacts.test.ts',
      'sync-server/groups/group-edit.test.ts',
      'sync-server/groups/groups.test.ts',
      'sync-server/groups/membership.test.ts',
      'sync-server/groups/partners.test.ts',
      'sync-server/groups/payout-approval.test.ts',
      'sync-server/groups/purses.test.ts',
      'sync-server/groups/public-routes.test.ts',
      'sync-server/guests/guest-gifts.test.ts',
      'sync-server/receipt-checks/own-receipt-amount.test.ts',
      'sync-server/groups/public-summary-cache.test.ts',
      'sync-server/groups/purse-edit.test.ts',
      'sync-server/groups/purse-edit-history.test.ts',
      'sync-server/groups/purse-status.test.ts',
      'sync-server/groups/registration.test.ts',
      'sync-server/history/history-chain.property.test.ts',
      'sync-server/history/history.test.ts',
      'sync-server/history/visible-data.test.ts',
      'sync-server/http/app.test.ts',
      'sync-server/http/compress-large.test.ts',
      'sync-server/http/public-page.test.ts',
      'sync-server/http/security-headers.test.ts',
      'sync-server/maintenance.test.ts',
      'sync-server/notifications/notifications.test.ts',
      'sync-server/notifications/reminders.test.ts',
      'sync-server/pay-codes/pay-tags.test.ts',
      'sync-server/payouts/decide-guards.test.ts',
      'sync-server/payouts/decide.test.ts',
      'sync-server/payouts/receipt-retention.test.ts',
      'sync-server/payouts/record.test.ts',
      'sync-server/payouts/routes.test.ts',
      'sync-server/payouts/sync.test.ts',
      'sync-server/proofs/image-limits.test.ts',
      'sync-server/proofs/proof-retention.test.ts',
      'sync-server/proofs/upload-quota.test.ts',
      'sync-server/push/push.test.ts',
      'sync-server/observe/operations.test.ts',
      'sync-server/receipt-checks/queue.test.ts',
      'sync-server/receipt-checks/real-reader.test.ts',
      'sync-server/reconcile/credit-actions.test.ts',
      'sync-server/reconcile/reconcile.test.ts',
      'sync-server/reconcile/routes.test.ts',
      'sync-server/security/access-matrix.test.ts',
      'sync-server/security/crash.test.ts',
      'sync-server/security/fuzz.test.ts',
      'sync-server/statements/statements-xlsx.test.ts',
      'sync-server/statements/statements.test.ts',
      'sync-server/stats/stats.test.ts',
      'sync-server/sync/access-grant.test.ts',
      'sync-server/sync/first-pull.test.ts',
      'sync-server/sync/history-wire.test.ts',
      'sync-server/sync/raw-rows.test.ts',
      'sync-server/sync/sync.test.ts',
      'tests/chaos-sync.test.ts',
      'tests/decision-totals-device.test.ts',
      'tests/device-sync.test.ts',
    ],
    environment: 'node',
    env: { GP_TEST_ENGINE: 'postgres' },
    // At least two files at once (vitest's default is one per core but one): a test here mostly
    // waits for the PostgreSQL server, another process, so two workers on 2 cores halve the run
    // (measured: 6 min 13 s with one, 3 min 32 s with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    globalSetup: ['scripts/i18n-global-setup.mjs', 'sync-server/testing/postgres-global-setup.ts'],
    testTimeout: 20_000,
    // One module graph per worker for all its files (issue 26 §7; see vitest.config.ts). Measured:
    // 413 s isolated, 315 s not.
    isolate: false,
    // The longest files start first (scripts/slow-first.mjs). Measured in npm test: the fuzz suite
    // 79 s, the others 17-26 s each.
    sequence: { sequencer: slowFirst(['sync-server/security/fuzz.test.ts', 'tests/chaos-sync.test.ts', 'sync-server/security/crash.test.ts', 'sync-server/auth/auth.test.ts', 'sync-server/groups/purses.test.ts']) },
  },
});
