import { describe, expect, it } from 'vitest';
import { historyOf, noticesOf } from '../corrections/books-fixtures';
import { eachTestACircle, type Circle } from '../contributions/test-fixtures';
import type { TestApp } from '../testing/test-app';
import { PURSE_BANK } from './test-fixtures';

let t: TestApp;
let c: Circle;
eachTestACircle((fresh) => ({ t, c } = fresh));

const edit = (body: unknown) => c.admin.call('PATCH', `/api/projects/${c.project.id}`, body);
const NEW_BANK = { bankName: 'Zenith', accountNumber: '5550001111', accountName: 'Ajo Circle Treasury' };

describe('one save of a purse, one history entry (issue 23 §5)', () => {
  it("records a new account saved with a new target and deadline as one 'bank.changed' entry holding all of it", async () => {
    const before = (await historyOf(t, c.group.id)).length;
    const res = await edit({ ...NEW_BANK, targetAmount: 750_000, deadline: '2027-01-31' });
    expect(res.status).toBe(200);
    const added = (await historyOf(t, c.group.id)).slice(before);
    expect(added.map((e) => e.type)).toEqual(['bank.changed']);
    expect(added[0]!.details).toEqual({
      projectId: c.project.id,
      name: 'Xmas Party',
      old: PURSE_BANK,
      new: NEW_BANK,
      before: { targetAmountKobo: 5_000_000, deadline: null },
      after: { targetAmountKobo: 75_000_000, deadline: res.json.deadline },
    });
    // The bank-details history and the notice are as for an account changed alone.
    expect(res.json.previousAccounts).toEqual([{ ...PURSE_BANK, until: expect.any(String) }]);
    expect((await noticesOf(t, c.member.id)).filter((n) => n.type === 'bank_details_changed')).toHaveLength(1);
  });

  it("records the other fields alone as one 'purse.edited' entry, as before", async () => {
    const before = (await historyOf(t, c.group.id)).length;
    expect((await edit({ targetAmount: 750_000, description: 'For the party' })).status).toBe(200);
    expect((await historyOf(t, c.group.id)).slice(before).map((e) => e.type)).toEqual(['purse.edited']);
  });
});
