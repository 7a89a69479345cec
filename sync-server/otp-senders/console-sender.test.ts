import { describe, expect, it } from 'vitest';
import { createConsoleSender } from './console-sender';

describe('createConsoleSender', () => {
  it('logs the phone, purpose, channel and code', async () => {
    const lines: string[] = [];
    const sender = createConsoleSender((line) => lines.push(line));

    const result = await sender.send({ phoneNumber: '+2348031234567', code: '123456', channel: 'sms', purpose: 'login' });

    expect(result).toEqual({ ok: true });
    expect(lines).toEqual(['[otp] +2348031234567 (login, sms): 123456']);
  });

  it('reveals the code so the server may return developmentOtp', () => {
    const sender = createConsoleSender(() => undefined);
    expect(sender.name).toBe('console');
    expect(sender.revealsCode).toBe(true);
  });
});
