import { describe, expect, it } from 'vitest';
import { drawRotationOrder } from './rotation-draw';
import { orderFromPicks, withPick } from './rotation-picks';

const m = (id: string) => ({ userId: id, name: id.toUpperCase() });
const [ada, bola, chidi, dayo] = ['ada', 'bola', 'chidi', 'dayo'].map(m) as [ReturnType<typeof m>, ReturnType<typeof m>, ReturnType<typeof m>, ReturnType<typeof m>];

describe('places picked by the members of a rotation', () => {
  it('moves a member to the place they take, and frees it when they give it up', () => {
    const one = withPick([], bola, 2);
    const moved = withPick(withPick(one, ada, 0), bola, 1);
    expect(moved.map((p) => `${p.userId}@${p.place}`)).toEqual(['ada@0', 'bola@1']);
    expect(withPick(moved, ada, null).map((p) => p.userId)).toEqual(['bola']);
  });

  it('keeps every place taken and draws the free ones among those who took none, as anyone can again from the seed', () => {
    const picks = withPick(withPick([], chidi, 0), ada, 3);
    const { order, drawn } = orderFromPicks([dayo, bola, chidi, ada], picks, 'seed-7');
    expect(order[0]).toEqual(chidi);
    expect(order[3]).toEqual(ada);
    expect(drawn).toEqual(['bola', 'dayo']);
    expect([order[1]!.userId, order[2]!.userId]).toEqual(drawRotationOrder('seed-7', drawn));
    expect(new Set(order.map((p) => p.userId)).size).toBe(4);
  });

  it('leaves out the picks of a member no longer active, and a place beyond the members there are', () => {
    const picks = withPick(withPick(withPick([], m('gone'), 0), bola, 5), ada, 1);
    const { order, drawn } = orderFromPicks([ada, bola, chidi], picks, 's');
    expect(order.map((p) => p.userId).sort()).toEqual(['ada', 'bola', 'chidi']);
    expect(order[1]).toEqual(ada);
    expect(drawn).toEqual(['bola', 'chidi']);
  });
});
