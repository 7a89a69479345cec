import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { statementReader, type StatementReader, type StatementResult } from './parse-off-thread';
import { parseStatement } from './parse-statement';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
// A statement whose dates read either way: the options decide how it is read.
const AMBIGUOUS = 'Date,Narration,Credit\n09/05/2026,TRF FROM ADA,500\n10/06/2026,TRF FROM EMEKA,700\n';

let readers: StatementReader[] = [];
const reader = (limits?: Parameters<typeof statementReader>[0]) => {
  const made = statementReader(limits);
  readers.push(made);
  return made;
};
afterEach(async () => {
  await Promise.all(readers.map((made) => made.close()));
  readers = [];
});

async function read(from: StatementReader, ...args: Parameters<StatementReader['read']>): Promise<StatementResult> {
  const outcome = await from.read(...args);
  if (!outcome.ok) throw new Error(`expected the statement read, got ${outcome.code}`);
  return outcome.value;
}

describe('statementReader reads statements on a worker thread', () => {
  it('gives what parseStatement gives, for files and pastes, options handed on untouched', async () => {
    const thread = reader();
    const cases: [Parameters<typeof parseStatement>[0], Parameters<typeof parseStatement>[1]][] = [
      [{ bytes: fixture('access-statement.csv') }, {}],
      [{ bytes: fixture('gtbank-statement.xls'), fileName: 'statement.xls' }, {}],
      [{ text: readFileSync(new URL('./fixtures/sms-alerts.txt', import.meta.url), 'utf8') }, {}],
      [{ text: AMBIGUOUS }, {}],
      [{ text: AMBIGUOUS }, { dateOrder: 'day-first' }],
      [{ text: AMBIGUOUS }, { dateOrder: 'month-first' }],
      [{ bytes: new Uint8Array([0x25, 0x50, 0x44, 0x46]) }, {}],
    ];
    for (const [input, options] of cases) {
      expect(await read(thread, input, options)).toEqual(await parseStatement(input, options));
    }
  });

  it('ends a reading that runs past the time limit, refuses the file, and reads the next on a fresh thread', async () => {
    const thread = reader({ timeLimitMs: 1 });
    // 1 ms is less than any statement takes, start-up aside (the limit starts once the thread is ready).
    const slow = await read(thread, { bytes: fixture('access-statement.csv') }, {});
    expect(slow).toMatchObject({ ok: false, code: 'statement-too-complex', message: expect.stringContaining('took more than 0.001 s') });
    const patient = reader();
    expect(await read(patient, { bytes: fixture('access-statement.csv') }, {})).toMatchObject({ ok: true, format: 'csv' });
  });

  it('takes one statement at a time and answers busy past the waiting cap, without dropping the waiting ones', async () => {
    const thread = reader({ maxWaiting: 2 });
    const input = { bytes: fixture('access-statement.csv') };
    const sent = Array.from({ length: 5 }, () => thread.read(input, {}));
    const outcomes = await Promise.all(sent);
    // The first is taken at once; two wait; the last two find the queue full.
    expect(outcomes.map((outcome) => (outcome.ok ? outcome.value.ok : outcome.code))).toEqual([true, true, true, 'statement-busy', 'statement-busy']);
  });

  it('recovers when the thread is ended between statements', async () => {
    const thread = reader();
    expect(await read(thread, { text: AMBIGUOUS }, { dateOrder: 'day-first' })).toMatchObject({ ok: true });
    await thread.close();
    expect(await read(thread, { text: AMBIGUOUS }, { dateOrder: 'day-first' })).toMatchObject({ ok: true });
  });
});
