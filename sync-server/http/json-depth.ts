/**
 * The deepest nesting a JSON body may have. Real bodies are a few levels deep (a sync push:
 * body, mutations, mutation, payload, a list in it); anything past this is an attack, and a value
 * nested thousands deep would overflow the stack of every recursive walk after it
 * (JSON.stringify in the idempotency hash, zod, logging). JSON.parse itself copes.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a parsed JSON value nests objects and arrays more than `max` levels deep. Iterative
 * (an explicit stack, never recursion), so it cannot itself overflow on the values it refuses;
 * it stops at the first level too deep.
 * @example jsonTooDeep({ a: [1] }, 2) === false; jsonTooDeep({ a: [[1]] }, 2) === true
 */
export function jsonTooDeep(value: unknown, max: number = MAX_JSON_DEPTH): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current !== 'object' || current === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
