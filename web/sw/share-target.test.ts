import { describe, expect, it } from 'vitest';
import { isShare, receiveShare } from './share-target';

const ORIGIN = 'https://grouppurse.test';
const post = (body: BodyInit, headers?: HeadersInit) => new Request(`${ORIGIN}/share-receipt`, { method: 'POST', body, headers });
const png = (name = 'receipt.png', type = 'image/png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type });

describe('the share target', () => {
  it('keeps the first image with the text shared beside it and opens the flow with its id', async () => {
    const form = new FormData();
    form.append('title', 'Receipt');
    form.append('text', 'Transfer of NGN 7,500.00');
    form.append('receipt', new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' }));
    form.append('receipt', png('first.png'));
    form.append('receipt', png('second.png'));
    const kept: { name: string; text: string; size: number }[] = [];
    const answer = await receiveShare(post(form), async (file, text) => {
      kept.push({ name: file.name, text, size: file.size });
      return 'id-1';
    });
    expect([answer.status, answer.headers.get('location')]).toEqual([303, `${ORIGIN}/member-payment?shared=id-1`]);
    expect(kept).toEqual([{ name: 'first.png', text: 'Receipt\nTransfer of NGN 7,500.00', size: 7 }]);
  });

  it('opens the flow asking for the receipt when no image came, or the body is no form', async () => {
    const keep = async () => {
      throw new Error('nothing to keep');
    };
    const textOnly = new FormData();
    textOnly.append('text', 'hello');
    textOnly.append('receipt', new File([], 'empty.png', { type: 'image/png' }));
    for (const request of [post(textOnly), post('not a form', { 'content-type': 'text/plain' })]) {
      const answer = await receiveShare(request, keep);
      expect([answer.status, answer.headers.get('location')]).toEqual([303, `${ORIGIN}/member-payment?shared=none`]);
    }
  });

  it('answers only a POST to its own path on its own origin', () => {
    expect(isShare(post('x'), ORIGIN)).toBe(true);
    expect(isShare(new Request(`${ORIGIN}/share-receipt`), ORIGIN)).toBe(false);
    expect(isShare(new Request(`${ORIGIN}/api/contributions`, { method: 'POST' }), ORIGIN)).toBe(false);
    expect(isShare(new Request('https://elsewhere.test/share-receipt', { method: 'POST' }), ORIGIN)).toBe(false);
  });
});
