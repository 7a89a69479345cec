import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../shared/errors';
import { checkProofFile } from './prepare-proof';

const MB = 1024 * 1024;
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const HEIC = [0, 0, 0, 0x18, ...[...'ftypheic'].map((c) => c.charCodeAt(0)), 0, 0, 0, 0];
const PDF = [...'%PDF-1.7\n%âãÏÓ\n'].map((c) => c.charCodeAt(0) & 0xff);

/** A file of `size` bytes that starts with `head`. */
function file(head: number[], type: string, size = head.length, name = 'proof') {
  const bytes = new Uint8Array(size);
  bytes.set(head.slice(0, size));
  return new File([bytes], name, { type });
}

describe('checkProofFile', () => {
  it('accepts a JPEG, a PNG and a HEIC photo within the limit', async () => {
    expect(await checkProofFile(file(JPEG, 'image/jpeg', 4 * MB), 'makePayment')).toEqual({ ok: true });
    expect(await checkProofFile(file(PNG, 'image/png'), 'dialog')).toEqual({ ok: true });
    expect(await checkProofFile(file(HEIC, 'image/heic'), 'memberPayment')).toEqual({ ok: true });
  });

  it('refuses a non-image type with each screen’s Invalid File text', async () => {
    const pdf = file(PDF, 'application/pdf', 100, 'receipt.pdf');
    expect(await checkProofFile(pdf, 'makePayment')).toEqual({ ok: false, reason: 'not-image', title: 'Invalid File', message: 'Please upload an image file (PNG, JPG, etc.)' });
    expect(await checkProofFile(pdf, 'memberPayment')).toEqual({ ok: false, reason: 'not-image', title: 'Invalid File', message: 'Please select an image file' });
  });

  it('refuses a PDF renamed to .png with an image type, by its bytes', async () => {
    const renamed = file(PDF, 'image/png', 100, 'receipt.png');
    expect(await checkProofFile(renamed, 'makePayment')).toMatchObject({ ok: false, reason: 'not-image', message: MESSAGES.invalidFileUpload });
  });

  it('refuses an image type the server cannot keep (GIF, SVG)', async () => {
    const gif = file([...'GIF89a'].map((c) => c.charCodeAt(0)), 'image/gif');
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' });
    expect((await checkProofFile(gif, 'dialog')).ok).toBe(false);
    expect((await checkProofFile(svg, 'dialog')).ok).toBe(false);
  });

  it('leaves a file with no claimed type to its bytes', async () => {
    expect(await checkProofFile(file(HEIC, ''), 'makePayment')).toEqual({ ok: true });
    expect((await checkProofFile(file(PDF, ''), 'makePayment')).ok).toBe(false);
  });

  it.each([
    ['dialog', 5 * MB, 'File too large', 'Please select a file smaller than 5MB'],
    ['makePayment', 5 * MB, 'File Too Large', 'Please upload an image smaller than 5MB'],
    ['memberPayment', 10 * MB, 'File Too Large', 'Please select an image smaller than 10MB'],
  ] as const)('on %s allows exactly %i bytes and refuses one more', async (shape, limit, title, message) => {
    expect(await checkProofFile(file(JPEG, 'image/jpeg', limit), shape)).toEqual({ ok: true });
    expect(await checkProofFile(file(JPEG, 'image/jpeg', limit + 1), shape)).toEqual({ ok: false, reason: 'too-large', title, message });
  });

  it('refuses a non-image before looking at its size', async () => {
    expect(await checkProofFile(file(PDF, 'application/pdf', 11 * MB), 'memberPayment')).toMatchObject({ reason: 'not-image' });
  });
});
