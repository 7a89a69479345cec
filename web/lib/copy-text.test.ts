import { describe, expect, it, vi } from 'vitest';
import { copyText, shareLink, shareMessage, type ShareEnv } from './copy-text';

const data = { title: 'Class of 2010', text: 'Join "Class of 2010" on GroupPurse: https://x.ng/join/a', url: 'https://x.ng/join/a' };

function abort(): Error {
  const error = new Error('Share canceled');
  error.name = 'AbortError';
  return error;
}

describe('copyText', () => {
  it('uses the async clipboard when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const legacyCopy = vi.fn();
    expect(await copyText('x', { writeText, legacyCopy })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('x');
    expect(legacyCopy).not.toHaveBeenCalled();
  });

  it('falls back to the legacy copy when the clipboard refuses', async () => {
    const legacyCopy = vi.fn().mockReturnValue(true);
    expect(await copyText('x', { writeText: vi.fn().mockRejectedValue(new Error('denied')), legacyCopy })).toBe(true);
    expect(legacyCopy).toHaveBeenCalledWith('x');
  });

  it('falls back to the legacy copy when there is no clipboard', async () => {
    expect(await copyText('x', { legacyCopy: () => true })).toBe(true);
  });

  it('fails when neither way copies', async () => {
    expect(await copyText('x', { legacyCopy: () => false })).toBe(false);
    expect(await copyText('x', { legacyCopy: () => { throw new Error('boom'); } })).toBe(false);
    expect(await copyText('x', {})).toBe(false);
  });
});

describe('shareMessage', () => {
  const message = { title: data.title, text: data.text };
  it('uses the native share sheet first, and stops when the user closes it', async () => {
    const open = vi.fn();
    expect(await shareMessage(message, { share: vi.fn().mockResolvedValue(undefined), open })).toBe('shared');
    expect(await shareMessage(message, { share: vi.fn().mockRejectedValue(abort()), open })).toBe('cancelled');
    expect(open).not.toHaveBeenCalled();
  });

  it('opens WhatsApp with the message when there is no share sheet or it fails', async () => {
    const open = vi.fn();
    expect(await shareMessage(message, { open })).toBe('whatsapp');
    expect(await shareMessage(message, { share: vi.fn().mockRejectedValue(new Error('NotAllowed')), open })).toBe('whatsapp');
    expect(open).toHaveBeenCalledTimes(2);
    expect(open).toHaveBeenCalledWith(`https://wa.me/?text=${encodeURIComponent(data.text)}`);
  });
});

describe('shareLink', () => {
  it('uses the native share sheet first', async () => {
    const env: ShareEnv = { share: vi.fn().mockResolvedValue(undefined), writeText: vi.fn(), open: vi.fn() };
    expect(await shareLink(data, env)).toBe('shared');
    expect(env.share).toHaveBeenCalledWith(data);
    expect(env.writeText).not.toHaveBeenCalled();
  });

  it('does nothing more when the user closes the share sheet', async () => {
    const env: ShareEnv = { share: vi.fn().mockRejectedValue(abort()), writeText: vi.fn(), open: vi.fn() };
    expect(await shareLink(data, env)).toBe('cancelled');
    expect(env.writeText).not.toHaveBeenCalled();
    expect(env.open).not.toHaveBeenCalled();
  });

  it('copies the link when sharing fails or is missing', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    expect(await shareLink(data, { share: vi.fn().mockRejectedValue(new Error('NotAllowed')), writeText, open: vi.fn() })).toBe('copied');
    expect(await shareLink(data, { writeText, open: vi.fn() })).toBe('copied');
    expect(writeText).toHaveBeenCalledWith(data.url);
  });

  it('opens WhatsApp with the message when it cannot copy either', async () => {
    const open = vi.fn();
    expect(await shareLink(data, { legacyCopy: () => false, open })).toBe('whatsapp');
    expect(open).toHaveBeenCalledWith(`https://wa.me/?text=${encodeURIComponent(data.text)}`);
  });
});
