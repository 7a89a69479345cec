/**
 * A rotation's places picked by its members (issue 25 §5): the admin opens the picking, each
 * member takes a free place (or gives theirs up) until the admin closes it; then the places no one
 * took are filled by a fair draw of the members who took none (shared/rotation-draw.ts: the seed
 * and those members are recorded, so anyone can draw it again). One rule for the server and the
 * phone.
 */
import type { RotationPlace } from './rotation';
import { drawRotationOrder } from './rotation-draw';

/** A member's place (0 = the first round), while the picking is open. */
export interface RotationPick extends RotationPlace {
  place: number;
}

/**
 * The picks with `member` in `place` (null: they give their place up), their earlier place freed.
 * @example withPick([], { userId: 'u1', name: 'Kemi' }, 2) // [{ userId: 'u1', name: 'Kemi', place: 2 }]
 */
export function withPick(picks: readonly RotationPick[], member: RotationPlace, place: number | null): RotationPick[] {
  const others = picks.filter((p) => p.userId !== member.userId);
  return place === null ? others : [...others, { userId: member.userId, name: member.name, place }].sort((a, b) => a.place - b.place);
}

/** Who holds `place`, if anyone. */
export function holderOf(picks: readonly RotationPick[], place: number): RotationPick | undefined {
  return picks.find((p) => p.place === place);
}

/**
 * The order once the picking closes: each active member who took a place within the places
 * there are (one per active member) keeps it, the first to hold a place keeping it; the other
 * places go, in order, to the members who took none, drawn from `seed`.
 * @example orderFromPicks([ada, kemi, tunde], [{ ...kemi, place: 0 }], 'seed').order[0].userId === kemi.userId
 */
export function orderFromPicks(members: readonly RotationPlace[], picks: readonly RotationPick[], seed: string): { order: RotationPlace[]; drawn: string[] } {
  const active = new Map(members.map((m) => [m.userId, m]));
  const slots: (RotationPlace | null)[] = Array.from({ length: members.length }, () => null);
  const placed = new Set<string>();
  for (const pick of picks) {
    const member = active.get(pick.userId);
    if (!member || placed.has(pick.userId) || pick.place < 0 || pick.place >= slots.length || slots[pick.place]) continue;
    slots[pick.place] = member;
    placed.add(pick.userId);
  }
  const drawn = members.map((m) => m.userId).filter((id) => !placed.has(id)).sort();
  const rest = drawRotationOrder(seed, drawn).map((id) => active.get(id)!);
  const order = slots.map((slot) => slot ?? rest.shift()!);
  return { order, drawn };
}
