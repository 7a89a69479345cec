import { createHash } from 'node:crypto';
import { afterEach, beforeEach } from 'vitest';
import type { Tx } from '../db/database';
import { join, makeGroup, makePurse, person, type Person } from '../groups/test-fixtures';
import { testApp, type TestApp } from '../testing/test-app';

/**
 * Test helpers for contributions: small real image headers (sniffing needs only the magic bytes),
 * data URLs and forms in the shapes of SPEC §7, and a group with an admin, a partner and members.
 */

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
// An IHDR chunk of an RGBA image (its CRC is not checked): enough to be a plausible PNG start.
const pngIhdr = (width: number, height: number) => [0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, ...be32(width), ...be32(height), 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89];

/** Bytes starting like a PNG of `width`×`height` (1×1 unless said), `size` long (filled with `seed` so two seeds differ). */
export function pngBytes(size = 64, seed = 1, { width = 1, height = 1 } = {}): Uint8Array<ArrayBuffer> {
  const head = [...PNG_SIGNATURE, ...pngIhdr(width, height)];
  const bytes = new Uint8Array(Math.max(size, head.length)).fill(seed & 0xff);
  bytes.set(head);
  return bytes;
}

/** Bytes starting like a 16×16 JPEG: SOI, APP0 'JFIF' and a baseline frame header (SOF0). */
export function jpegBytes(size = 64, seed = 2): Uint8Array<ArrayBuffer> {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 8, 0, 16, 0, 16, 1, 1, 0x11, 0];
  const head = [0xff, 0xd8, ...app0, ...sof0];
  const bytes = new Uint8Array(Math.max(size, head.length)).fill(seed & 0xff);
  bytes.set(head);
  return bytes;
}

/** A PDF's first bytes: what a 'receipt.png' really is when someone renames a PDF. */
export function pdfBytes(): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n');
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export function dataUrl(bytes: Uint8Array, type = 'image/png'): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** The member-payment flow's multipart body (SPEC §7); `file: null` leaves the proof out. */
export function memberPaymentForm(fields: Record<string, string>, file: { bytes: Uint8Array<ArrayBuffer>; name?: string; type?: string } | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append('proofOfPayment', new Blob([file.bytes], { type: file.type ?? 'image/png' }), file.name ?? 'receipt.png');
  return form;
}

/**
 * Reads the test's database in a read-only transaction of its own, as a request would.
 * @example const rows = await readDb(t, (tx) => tx.select().from(contributions))
 */
export function readDb<T>(t: TestApp, read: (tx: Tx) => Promise<T>): Promise<T> {
  return t.db.transaction(read, { readOnly: true });
}

/**
 * Changes the test's database behind the services' back (a purse closed, a partner removed), in a
 * transaction of its own.
 * @example await writeDb(t, (tx) => tx.update(projects).set({ status: 'completed' }).where(eq(projects.id, id)))
 */
export async function writeDb(t: TestApp, write: (tx: Tx) => Promise<unknown>): Promise<void> {
  await t.db.transaction(write);
}

export interface Circle {
  admin: Person;
  partner: Person;
  member: Person;
  other: Person;
  group: { id: string; name: string };
  project: { id: string; name: string };
}

/**
 * Ada's group 'Ajo Circle' with the purse 'Xmas Party'; Pat is a member and partner, Chidi and
 * Dayo are members. Names are `{username} Okafor`.
 */
export async function circle(t: TestApp, tag = ''): Promise<Circle> {
  const admin = await person(t, `ada${tag}`, 'admin');
  const group = await makeGroup(admin, 'Ajo Circle');
  const project = await makePurse(admin, group.id);
  const partner = await person(t, `pat${tag}`);
  const member = await person(t, `chidi${tag}`);
  const other = await person(t, `dayo${tag}`);
  for (const p of [partner, member, other]) await join(p, group.id);
  const added = await admin.call('POST', `/api/groups/${group.id}/accountability-partners`, { userId: partner.id });
  if (added.status !== 201) throw new Error(`add partner ${added.status}`);
  return { admin, partner, member, other, group, project };
}

/** A dashboard-dialog submission (JSON); returns the raw answer. */
export function submitDialog(who: Person, body: Record<string, unknown>, headers?: Record<string, string>) {
  return who.call('POST', '/api/contributions', { userId: who.id, ...body }, headers);
}

/**
 * A fresh app on a fresh database with its circle before each test of the file, closed after it.
 * @example let t: TestApp; let c: Circle; eachTestACircle((fresh) => ({ t, c } = fresh));
 */
export function eachTestACircle(take: (fresh: { t: TestApp; c: Circle }) => void): void {
  let t: TestApp | undefined;
  beforeEach(async () => {
    t = testApp();
    take({ t, c: await circle(t) });
  });
  afterEach(async () => {
    await t?.close();
  });
}
