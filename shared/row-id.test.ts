import { describe, expect, it } from 'vitest';
import { newRowId } from './row-id';

describe('newRowId', () => {
  it('makes lower-case UUIDs that sort in the order they were made, within one millisecond too', () => {
    const ids = Array.from({ length: 1000 }, () => newRowId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('puts the time first: an id made now sorts after one made a second ago', async () => {
    const before = newRowId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const after = newRowId();
    expect(parseInt(after.slice(0, 8) + after.slice(9, 13), 16)).toBeGreaterThan(parseInt(before.slice(0, 8) + before.slice(9, 13), 16));
    expect(Math.abs(parseInt(after.slice(0, 8) + after.slice(9, 13), 16) - Date.now())).toBeLessThan(1000);
  });
});
