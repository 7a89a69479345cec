import { describe, expect, it } from 'vitest';
import { canProceed, canSubmit, flowAmountKobo, flowReducer, flowToKeep, INITIAL_FLOW, purseOptionLabel, purseToPreselect, type FlowAction, type FlowState } from './member-payment-flow';

const run = (actions: FlowAction[], from: FlowState = INITIAL_FLOW) => actions.reduce(flowReducer, from);
const proof = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'r.jpg', { type: 'image/jpeg' });

describe('member payment flow', () => {
  it('does not leave the select step without a purse and an amount', () => {
    expect(run([{ type: 'proceed' }]).step).toBe('select');
    expect(run([{ type: 'choose-project', projectId: 'p1' }, { type: 'proceed' }]).step).toBe('select');
    expect(run([{ type: 'set-amount', amount: '5000' }, { type: 'proceed' }]).step).toBe('select');
  });

  it('walks select -> instructions -> upload -> success', () => {
    const ready = run([{ type: 'choose-project', projectId: 'p1' }, { type: 'set-amount', amount: '5000' }]);
    expect(canProceed(ready)).toBe(true);
    const upload = run([{ type: 'proceed' }, { type: 'proceed' }], ready);
    expect(upload.step).toBe('upload');
    expect(run([{ type: 'set-proof', proof }, { type: 'submitted' }], upload).step).toBe('success');
  });

  it('goes back one step at a time and keeps what was entered', () => {
    const upload = run([{ type: 'choose-project', projectId: 'p1' }, { type: 'set-amount', amount: '5000' }, { type: 'proceed' }, { type: 'proceed' }]);
    const back = run([{ type: 'back' }], upload);
    expect(back.step).toBe('instructions');
    expect(run([{ type: 'back' }], back)).toMatchObject({ step: 'select', projectId: 'p1', amount: '5000' });
  });

  it('clears every input on Make Another Contribution', () => {
    const done = run([
      { type: 'choose-project', projectId: 'p1' },
      { type: 'set-amount', amount: '5000' },
      { type: 'proceed' },
      { type: 'proceed' },
      { type: 'set-proof', proof },
      { type: 'set-reference', reference: 'TX1' },
      { type: 'set-notes', notes: 'June' },
      { type: 'submitted' },
    ]);
    expect(run([{ type: 'reset' }], done)).toEqual(INITIAL_FLOW);
  });

  it('keeps the period picked for a purse, through Back, and drops it when another purse is chosen', () => {
    const picked = run([{ type: 'choose-project', projectId: 'dues' }, { type: 'set-period', period: '2' }, { type: 'set-amount', amount: '5000' }, { type: 'proceed' }, { type: 'back' }]);
    expect(picked).toMatchObject({ step: 'select', projectId: 'dues', period: '2' });
    expect(run([{ type: 'choose-project', projectId: 'dues' }], picked).period).toBe('2');
    expect(run([{ type: 'choose-project', projectId: 'party' }], picked).period).toBe('');
  });

  it('allows submitting only with an image and while nothing is being sent', () => {
    const withProof = { ...INITIAL_FLOW, proof };
    expect(canSubmit(INITIAL_FLOW, false)).toBe(false);
    expect(canSubmit(withProof, true)).toBe(false);
    expect(canSubmit(withProof, false)).toBe(true);
  });

  it.each([
    ['5000', 500000],
    ['1,500.5', 150050],
    ['0.01', 1],
    ['0', null],
    ['-20', null],
    ['', null],
    ['abc', null],
  ])('reads the amount %s as %s kobo', (amount, kobo) => {
    expect(flowAmountKobo(amount)).toBe(kobo);
  });

  it('labels a purse as project — group (collected/target)', () => {
    expect(purseOptionLabel({ name: 'Reunion', collectedAmountKobo: 12_500_000, targetAmountKobo: 50_000_000 }, 'Class of 2010')).toBe(
      'Reunion — Class of 2010 (₦125,000/₦500,000)',
    );
  });
});

describe('purseToPreselect (a purse link: ?purse=)', () => {
  const payable = [{ project: { id: 'p1' } }, { project: { id: 'p2' } }];
  it.each<{ name: string; requested: string | undefined; state: FlowState; chosen: string | null }>([
    { name: 'chooses the purse of the link', requested: 'p2', state: INITIAL_FLOW, chosen: 'p2' },
    { name: 'nothing asked: the member chooses', requested: undefined, state: INITIAL_FLOW, chosen: null },
    { name: 'a purse the member cannot pay into (closed, not theirs, not synced)', requested: 'p9', state: INITIAL_FLOW, chosen: null },
    { name: 'never over what the member chose', requested: 'p2', state: { ...INITIAL_FLOW, projectId: 'p1' }, chosen: null },
    { name: 'only on the select step', requested: 'p2', state: { ...INITIAL_FLOW, step: 'success' }, chosen: null },
  ])('$name', ({ requested, state, chosen }) => {
    expect(purseToPreselect(requested, payable, state)).toBe(chosen);
  });
});

describe('a receipt shared from the bank app (issue 27 §1)', () => {
  const proof = new File([new Uint8Array([1])], 'receipt.png', { type: 'image/png' });
  const share = (projectId: string | null, amount: string): FlowAction => ({ type: 'receive-share', shared: 's1', proof, projectId, amount });

  it('opens on the proof step, attached, when the purse and amount are known: the money already went', () => {
    const state = flowReducer(INITIAL_FLOW, share('levy', '7500'));
    expect(state).toMatchObject({ step: 'upload', projectId: 'levy', amount: '7500', proof, shared: 's1' });
    // Back changes the purse or amount; Proceed returns to the proof, never to the instructions.
    const back = flowReducer(state, { type: 'back' });
    expect(back.step).toBe('select');
    expect(flowReducer(back, { type: 'proceed' }).step).toBe('upload');
  });

  it('stays on the select step, attached, when the member must choose', () => {
    expect(flowReducer(INITIAL_FLOW, share(null, ''))).toMatchObject({ step: 'select', projectId: '', proof, shared: 's1' });
    expect(flowReducer(INITIAL_FLOW, share('levy', ''))).toMatchObject({ step: 'select', projectId: 'levy', proof });
  });

  it('forgets the share on Make Another Contribution, and the usual flow shows the instructions again', () => {
    const done = flowReducer(flowReducer(INITIAL_FLOW, share('levy', '7500')), { type: 'submitted' });
    const again = flowReducer(done, { type: 'reset' });
    expect(again.shared).toBeNull();
    const chosen = flowReducer(flowReducer(again, { type: 'choose-project', projectId: 'levy' }), { type: 'set-amount', amount: '100' });
    expect(flowReducer(chosen, { type: 'proceed' }).step).toBe('instructions');
  });

  it("takes the amount the server read from the receipt in place of the proposed one, marked, on either step", () => {
    const read = (amount: string, replaces: string, shared = 's1'): FlowAction => ({ type: 'read-amount', shared, amount, replaces });
    const onProof = flowReducer(flowReducer(INITIAL_FLOW, share('levy', '7500')), read('5000', '7500'));
    expect(onProof).toMatchObject({ step: 'upload', amount: '5000', amountFromReceipt: true });
    const onSelect = flowReducer(flowReducer(INITIAL_FLOW, share(null, '')), read('5000', ''));
    expect(onSelect).toMatchObject({ step: 'select', amount: '5000', amountFromReceipt: true });
    // Changed by the member, it is theirs again.
    expect(flowReducer(onProof, { type: 'set-amount', amount: '4000' })).toMatchObject({ amount: '4000', amountFromReceipt: false });
  });

  it('never overwrites what the member typed while the receipt was read, nor takes another receipt’s amount', () => {
    const typed = flowReducer(flowReducer(INITIAL_FLOW, share('levy', '7500')), { type: 'set-amount', amount: '6000' });
    const read: FlowAction = { type: 'read-amount', shared: 's1', amount: '5000', replaces: '7500' };
    expect(flowReducer(typed, read)).toBe(typed);
    const another = flowReducer(INITIAL_FLOW, { ...share('levy', '7500'), shared: 's2' } as FlowAction);
    expect(flowReducer(another, read)).toBe(another);
    const done = flowReducer(flowReducer(INITIAL_FLOW, share('levy', '7500')), { type: 'submitted' });
    expect(flowReducer(done, read)).toBe(done);
  });
});

describe('the flow kept on the phone until it is sent', () => {
  const proof = new File([new Uint8Array([1])], 'receipt.png', { type: 'image/png' });
  const kept = { step: 'upload' as const, projectId: 'levy', amount: '5000', reference: 'TRF1', notes: '', period: '' };

  it('keeps nothing of an empty or sent flow, and the typed fields otherwise', () => {
    expect(flowToKeep(INITIAL_FLOW)).toBeNull();
    const typed = run([{ type: 'choose-project', projectId: 'levy' }, { type: 'set-amount', amount: '5000' }]);
    expect(flowToKeep(typed)).toEqual({ step: 'select', projectId: 'levy', amount: '5000', reference: '', notes: '', period: '' });
    expect(flowToKeep(run([{ type: 'submitted' }], typed))).toBeNull();
    expect(flowToKeep(run([{ type: 'set-proof', proof }]))).not.toBeNull();
  });

  it('comes back on the step it was left at, with the photo, also over a purse a link chose', () => {
    expect(run([{ type: 'restore', kept, proof }])).toMatchObject({ ...kept, proof });
    expect(run([{ type: 'choose-project', projectId: 'party' }, { type: 'restore', kept, proof }])).toMatchObject({ projectId: 'levy', step: 'upload' });
  });

  it('never over what the member did since the page opened, nor on a step without its purse and amount, nor on the success screen', () => {
    const typed = run([{ type: 'set-amount', amount: '700' }]);
    expect(run([{ type: 'restore', kept, proof }], typed)).toBe(typed);
    expect(run([{ type: 'restore', kept: { ...kept, amount: '' }, proof: null }])).toMatchObject({ step: 'select', projectId: 'levy' });
    expect(run([{ type: 'restore', kept: { ...kept, step: 'success' }, proof }]).step).toBe('select');
  });
});
