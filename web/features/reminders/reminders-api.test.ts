import { afterEach, describe, expect, it, vi } from 'vitest';
import { remindedText, REMINDER_FAILED, sendPurseReminder } from './reminders-api';

const NEEDS_CONNECTION = 'Sending reminders needs an internet connection. Please connect and try again.';

function stubFetch(answer: Response | Error) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('sendPurseReminder', () => {
  it('posts the message to the purse’s reminders and reads how many were reminded', async () => {
    const fetchMock = stubFetch(json({ reminded: 3, members: [] }));
    expect(await sendPurseReminder('p 1', 'Please pay', true)).toEqual({ ok: true, reminded: 3 });
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/api/projects/p%201/reminders');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Please pay' });
  });

  it('says a reminder needs a connection, without trying, when the phone is offline', async () => {
    const fetchMock = stubFetch(json({ reminded: 1 }));
    expect(await sendPurseReminder('p1', 'x', false)).toEqual({ ok: false, message: NEEDS_CONNECTION });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the same when no answer arrives, marked unanswered: the reminder may have gone out', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    expect(await sendPurseReminder('p1', 'x', true)).toEqual({ ok: false, message: NEEDS_CONNECTION, unanswered: true });
  });

  it('sends the key it is given as Idempotency-Key, so the server reminds once however often it is tried', async () => {
    const fetchMock = stubFetch(json({ reminded: 2 }));
    await sendPurseReminder('p1', 'x', true, 'key-1');
    await sendPurseReminder('p1', 'x', true);
    const headers = fetchMock.mock.calls.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(headers).toEqual(['key-1', undefined]);
  });

  it('shows the server’s message for a refusal, else its own', async () => {
    stubFetch(json({ message: 'Only the admin of this group can do this.' }, 403));
    expect(await sendPurseReminder('p1', 'x', true)).toEqual({ ok: false, message: 'Only the admin of this group can do this.' });
    stubFetch(new Response('oops', { status: 500 }));
    expect(await sendPurseReminder('p1', 'x', true)).toEqual({ ok: false, message: REMINDER_FAILED() });
  });
});

describe('remindedText', () => {
  it('counts the members reminded', () => {
    expect(remindedText(1)).toBe('Reminder sent to 1 member.');
    expect(remindedText(4)).toBe('Reminder sent to 4 members.');
    expect(remindedText(0)).toBe('Nobody needed a reminder.');
  });
});
