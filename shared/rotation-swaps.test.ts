import { describe, expect, it } from 'vitest';
import { rotationRounds } from './rotation';
import { afterDecision, placeLocked, swappedOrder, withAnswer, withAsk } from './rotation-swaps';

const m = (id: string) => ({ userId: id, name: id.toUpperCase() });
const [ada, bola, chidi, dayo] = ['ada', 'bola', 'chidi', 'dayo'].map(m) as [ReturnType<typeof m>, ReturnType<typeof m>, ReturnType<typeof m>, ReturnType<typeof m>];

describe('swaps of places in a rotation', () => {
  it('keeps one open request per asker: a new ask replaces the old, and null withdraws it', () => {
    const asked = withAsk(withAsk([], ada, bola), chidi, bola);
    expect(withAsk(asked, ada, dayo).map((s) => `${s.from.userId}>${s.to.userId}`)).toEqual(['chidi>bola', 'ada>dayo']);
    expect(withAsk(asked, ada, null).map((s) => s.from.userId)).toEqual(['chidi']);
  });

  it('marks a request agreed, or drops it when declined, only for the member asked', () => {
    const asked = withAsk(withAsk([], ada, bola), chidi, bola);
    expect(withAnswer(asked, 'ada', 'bola', true).map((s) => s.agreed)).toEqual([true, false]);
    expect(withAnswer(asked, 'ada', 'bola', false).map((s) => s.from.userId)).toEqual(['chidi']);
    expect(withAnswer(asked, 'ada', 'chidi', true)).toEqual(asked);
  });

  it('once a swap is approved drops every request involving either member; a refusal drops that one only', () => {
    const swaps = [
      { from: ada, to: bola, agreed: true },
      { from: chidi, to: bola, agreed: false },
      { from: dayo, to: ada, agreed: false },
    ];
    expect(afterDecision(swaps, swaps[0]!, true)).toEqual([]);
    expect(afterDecision(swaps, swaps[0]!, false)).toEqual(swaps.slice(1));
    expect(afterDecision([...swaps, { from: chidi, to: dayo, agreed: false }].slice(1), swaps[1]!, true)).toEqual([{ from: dayo, to: ada, agreed: false }]);
  });

  it('exchanges exactly the two places', () => {
    expect(swappedOrder([ada, bola, chidi, dayo], 'dayo', 'bola').map((p) => p.userId)).toEqual(['ada', 'dayo', 'chidi', 'bola']);
    expect(swappedOrder([ada, bola], 'ada', 'zed').map((p) => p.userId)).toEqual(['ada', 'bola']);
  });

  it.each([
    ['ada', '2026-01-31', [], null],
    ['ada', '2026-02-01', [], 'collected'],
    ['bola', '2026-02-01', ['bola'], 'collected'],
    ['bola', '2026-02-01', [], null],
    ['zed', '2026-01-01', [], 'no-place'],
  ] as const)('%s on %s (paid: %o) is %s', (userId, today, paid, locked) => {
    const rounds = rotationRounds({ startDay: '2026-01-01', frequency: 'monthly', endDay: null, rounds: 3 }, [ada, bola, chidi]);
    expect(placeLocked(rounds, userId, today, new Set(paid))).toBe(locked);
  });
});
