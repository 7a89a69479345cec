/**
 * Issue 13 §4: the receipt queue when 200 proofs arrive at once. The real server in its own
 * process (as `npm start` runs it, OCR on its worker thread); 200 members each submit a payment
 * with a drawn receipt (32 connections), beside the floor: the same 200 submits without a proof
 * (no OCR), first, for WINDOW_MS; then the same for WINDOW_MS while the queue reads. Prints submit p50/p99 for both, how long the queue took to read all 200, the
 * proofs read per minute, and the server's peak memory. Run: node --import tsx bench/receipt-burst.ts
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseFile, openDatabase } from '../sync-server/db/open';
import { queuedReceiptJobs } from '../sync-server/receipt-checks/job-queue';
import { drawTransferReceipt } from '../sync-server/receipts/receipt-image-fixture';
import { load, type Shot } from './load';
import { startRealServer } from './processes';
import { seedGroup } from './seed';

const BURST = 200;
const CONNECTIONS = 32;
/** How long the proof-less submits are measured, alone and while the queue reads. */
const WINDOW_MS = 10_000;
const NAMES = ['ADAEZE OKAFOR', 'EMEKA OBI', 'TUNDE BAKARE', 'FATIMA ABUBAKAR', 'CHIDI EZE', 'AMINA YUSUF', 'GRACE ADEBAYO', 'MUSA IBRAHIM'];

const dir = mkdtempSync(join(tmpdir(), 'gp-bench-burst-'));
const now = new Date();
const seedDb = openDatabase(databaseFile(dir));
const warmGroup = await seedGroup(seedDb, now, BURST);
const floorGroup = await seedGroup(seedDb, now, BURST);
const burstGroup = await seedGroup(seedDb, now, BURST);
const duringGroup = await seedGroup(seedDb, now, BURST);
await seedDb.close();

console.log(`drawing ${BURST} receipts…`);
const proofs: string[] = [];
for (let i = 0; i < BURST; i++) {
  const naira = 1_000 + ((i * 739) % 49) * 500;
  const png = await drawTransferReceipt({
    amount: `₦${naira.toLocaleString('en-NG')}.00`,
    name: NAMES[i % NAMES.length]!,
    reference: `GTB2026112${String(100000 + i)}`,
    date: `24 Nov 2026, ${10 + (i % 9)}:${String(i % 60).padStart(2, '0')} AM`,
  });
  proofs.push(`data:image/png;base64,${png.toString('base64')}`);
}

const submit = (group: typeof floorGroup, withProof: boolean) => (i: number): Shot => ({
  method: 'POST',
  path: '/api/contributions',
  headers: { cookie: group.cookies[i % group.cookies.length]! },
  body: JSON.stringify({ projectId: group.projectId, amount: 5000, transactionRef: `BURST-${withProof}-${i}`, ...(withProof ? { proofOfPayment: proofs[i] } : {}) }),
});

/** The server process's peak resident memory so far (VmHWM), in MB. */
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const server = await startRealServer(dir);
const watch = openDatabase(databaseFile(dir));
try {
  const run = (shot: (i: number) => Shot) => load(server.port, { connections: CONNECTIONS, durationMs: 120_000, count: BURST, shot, serverPid: server.pid });
  // The proof-less submits are measured for WINDOW_MS, before the burst and while the queue reads
  // it: a p99 of thousands of answers, not of 200 (one slow batch would be it).
  const steady = (shot: (i: number) => Shot) => load(server.port, { connections: CONNECTIONS, durationMs: WINDOW_MS, shot, serverPid: server.pid });
  await run(submit(warmGroup, false)); // the process's first requests pay for its warm-up
  const floor = await steady(submit(floorGroup, false));
  const rssBefore = peakRssMb(server.pid);
  const started = performance.now();
  const burst = await run(submit(burstGroup, true));
  const submitted = performance.now();
  // The same proof-less submits as the floor, while the queue reads the burst's 200 proofs.
  const during = await steady(submit(duringGroup, false));
  const readDuring = BURST - (await watch.transaction((tx) => queuedReceiptJobs(tx), { readOnly: true }));
  let left = BURST;
  while (left > 0) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await watch.transaction((tx) => queuedReceiptJobs(tx), { readOnly: true });
  }
  const drained = performance.now();
  const fmt = (n: number) => n.toFixed(1).padStart(7);
  console.log(`\n${BURST} submits at once, ${CONNECTIONS} connections (the floor first: the same submits without a proof, no OCR):`);
  console.log(`  floor (no proof, ${WINDOW_MS / 1000} s)  p50 ${fmt(floor.p50Ms)} ms   p99 ${fmt(floor.p99Ms)} ms   ${floor.perSecond.toFixed(0)}/s   statuses ${JSON.stringify(floor.statuses)}`);
  console.log(`  with proofs (burst)  p50 ${fmt(burst.p50Ms)} ms   p99 ${fmt(burst.p99Ms)} ms   ${burst.perSecond.toFixed(0)}/s   statuses ${JSON.stringify(burst.statuses)}`);
  console.log(`  p99 ratio to the floor: ${(burst.p99Ms / floor.p99Ms).toFixed(2)} (the proof upload itself is part of it: ~${Math.round(proofs[0]!.length / 1024)} KB a request)`);
  console.log(`  no proof, ${WINDOW_MS / 1000} s while the queue reads (it read ${readDuring} proofs by the end)  p50 ${fmt(during.p50Ms)} ms   p99 ${fmt(during.p99Ms)} ms   ${during.perSecond.toFixed(0)}/s   statuses ${JSON.stringify(during.statuses)}`);
  console.log(`  p99 ratio to the floor while the queue reads: ${(during.p99Ms / floor.p99Ms).toFixed(2)} (floor 2.00)`);
  console.log(`  all ${BURST} submits answered in ${((submitted - started) / 1000).toFixed(1)} s; the queue read the last proof ${((drained - started) / 1000).toFixed(1)} s after the burst began`);
  console.log(`  proofs read per minute through the queue: ${((BURST / ((drained - started) / 1000)) * 60).toFixed(0)}`);
  console.log(`  server peak memory: ${rssBefore.toFixed(0)} MB before the burst, ${peakRssMb(server.pid).toFixed(0)} MB after`);
} finally {
  await watch.close();
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
