import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { draftWriter, dropDraft, loadDraft, saveDraft } from './drafts';
import { freshDeviceDbs } from './test-db';

const freshDb = freshDeviceDbs('u-member');
const photo = (bytes: number[], name = 'receipt.jpg') => new File([new Uint8Array(bytes)], name, { type: 'image/jpeg' });
const bytesOf = async (file: File | null) => (file ? [...new Uint8Array(await file.arrayBuffer())] : null);

describe('drafts: a form not yet sent, kept on the phone', () => {
  it('gives back the typed values and the picked photo as a File', async () => {
    const db = freshDb();
    expect(await loadDraft(db, 'member-payment')).toBeNull();
    await saveDraft(db, 'member-payment', { amount: '5000' }, photo([1, 2, 3]));
    const draft = await loadDraft<{ amount: string }>(db, 'member-payment');
    expect(draft?.value).toEqual({ amount: '5000' });
    expect([draft?.file?.name, draft?.file?.type, await bytesOf(draft?.file ?? null)]).toEqual(['receipt.jpg', 'image/jpeg', [1, 2, 3]]);
  });

  it('keeps the photo through later keystrokes, drops it when asked, and forgets the whole form', async () => {
    const db = freshDb();
    await saveDraft(db, 'member-payment', { amount: '5' }, photo([9]));
    await saveDraft(db, 'member-payment', { amount: '50' }, undefined);
    expect(await bytesOf((await loadDraft(db, 'member-payment'))!.file)).toEqual([9]);
    await saveDraft(db, 'member-payment', { amount: '500' }, null);
    expect(await loadDraft(db, 'member-payment')).toEqual({ value: { amount: '500' }, file: null });
    await dropDraft(db, 'member-payment');
    expect(await loadDraft(db, 'member-payment')).toBeNull();
  });

  it('a form opened again reads after the last writer\u2019s writes: a dialog cancelled and opened again at once comes back empty, and one closed while typing comes back with the last keystroke', async () => {
    const db = freshDb();
    const first = draftWriter(db, 'payment-dialog:g1');
    first.save({ amount: '1200' }, undefined);
    void first.forget(); // Cancel, not awaited: the dialog closes at once
    expect(await loadDraft(db, 'payment-dialog:g1')).toBeNull();
    const second = draftWriter(db, 'payment-dialog:g1');
    second.save({ amount: '1' }, undefined);
    second.save({ amount: '12' }, undefined);
    expect((await loadDraft(db, 'payment-dialog:g1'))?.value).toEqual({ amount: '12' });
  });

  it('keeps each form under its own key', async () => {
    const db = freshDb();
    await saveDraft(db, 'a', 1, null);
    await saveDraft(db, 'b', 2, null);
    await dropDraft(db, 'a');
    expect([await loadDraft(db, 'a'), (await loadDraft(db, 'b'))?.value]).toEqual([null, 2]);
  });

  it('draftWriter runs its writes in order: a form forgotten after a burst of keystrokes stays forgotten, and the next one is kept', async () => {
    const db = freshDb();
    const writer = draftWriter(db, 'create-group');
    for (const name of ['A', 'Aj', 'Ajo', 'Ajo Circle']) writer.save({ name }, undefined);
    await writer.forget();
    expect(await loadDraft(db, 'create-group')).toBeNull();
    writer.save({ name: 'Esusu' }, photo([4]));
    await writer.forget();
    expect(await loadDraft(db, 'create-group')).toBeNull();
    writer.save({ name: 'Esusu' }, undefined);
    writer.save({ name: 'Esusu 2' }, undefined);
    await draftWriter(db, 'other').forget(); // another form's writer does not wait on these
    await expect.poll(async () => (await loadDraft<{ name: string }>(db, 'create-group'))?.value).toEqual({ name: 'Esusu 2' });
  });
});

