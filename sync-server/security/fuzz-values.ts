import fc from 'fast-check';

/**
 * What the fuzz suite throws at the server, as JSON *text* fragments: a fragment is spliced into
 * a body as written, so it can be what no JavaScript value stringifies to (2^53+1 digit for digit,
 * 1e400, nesting 20,000 deep) or not JSON at all.
 */

/** Nesting far past MAX_JSON_DEPTH (finding 5): built as text, since building the value would overflow our own stack. */
export const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
export const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

const str = (s: string) => JSON.stringify(s);
// A lone surrogate written as an escape (JSON.stringify would keep it as one, too).
const LONE_HIGH = '"a\\ud800b"';
const LONE_LOW = '"\\udc00"';

/** Amounts of finding 4, as strings and as numbers: huge, negative, non-numeric, too precise, exponents, 2^53+. */
export const AMOUNTS = [
  str('9999999999999.99'), str('9999999999999.999'), str('99999999999999999999'), str('9007199254740993'), '9007199254740993',
  str('90071992547409.93'), '90071992547409.93', '1e400', '-1e400', str('1e30'), '1e21', '1.7976931348623157e308', str('1E3'), '1e3',
  str('-100'), '-100', '-0', str('-0.01'), '0', str('0'), str('0.001'), str('100.005'), '100.001', '0.1', str('abc'), str('NaN'),
  str('Infinity'), str(''), str(' '), str('1,000'), str('₦100'), str('١٢٣'), str('0x10'), str('+5'), str('.5'), str('12.'),
  str('9'.repeat(400)), 'true', 'null', '[]', '{}', '[100]', '{"amount":100}', str('100\u0000'), str('1\u202E00'),
];

/** Odd Unicode: NUL, bidi override, lone surrogates, emoji, combining marks, invisibles, look-alikes, markup. */
export const UNICODE = [
  str('\u0000'), str('ada\u0000'), str('a\u202Eb'), str('\u202Egnp.exe'), LONE_HIGH, LONE_LOW, str('😀🏦💸'),
  str('e\u0301\u0301\u0301\u0301\u0301'), str('Z̸̡̛̤͓͚̞̓̈́͗a̴̢̙͎͂ľ̶̗͑g̵̱̈́ǒ̴̜'), str('\u200B'), str('ada\u200B'), str('\uFEFFada'),
  str('аda'), str('ａｄａ'), str('<script>alert(1)</script>'), str("' OR 1=1 --"), str('\r\n\t'), str('\u2028\u2029'),
  str('\u0007\u001b[31m'), str('../../etc/passwd'), str('%00'), str('\uFFFF'), str('𝔸𝕕𝕒'),
];

/** Wrong types for any field. */
export const WRONG_TYPES = ['null', 'true', 'false', '0', '-1', '1.5', '[]', '[1,2]', '{}', '{"$gt":""}', '""', '"x"', '[null]', '{"__proto__":{"polluted":1}}'];

/** Long text: past every field's limit, yet inside the 64 KB JSON body limit (so the field's rule answers). */
export const HUGE = [str('x'.repeat(5_000)), str('😀'.repeat(3_000)), str('a\u0301'.repeat(2_000)), `[${'1,'.repeat(5_000)}1]`];

/** Nesting past the limit (finding 5) and just at it. */
export const NESTED = [deepArray(20_000), deepObject(10_000), deepArray(40), deepObject(33), deepArray(31)];

export const NASTY = [...AMOUNTS, ...UNICODE, ...WRONG_TYPES, ...HUGE, ...NESTED];

/** Whole bodies that are not a usable JSON object. */
export const WHOLE_BODIES = [
  '', ' ', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", 'null', 'true', '0', '"text"', '[]', '[{}]', 'a=b&c=d', '\uFEFF{}', '{}{}',
  '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"x":1}}}', deepArray(20_000), deepObject(20_000),
  `{"a":"${'\\'.repeat(3)}`, '\u0000', '{"a":"\\u0000"}', LONE_HIGH, '{"a":1e99999}', 'NaN', '[1,2,3' + ',1'.repeat(10_000) + ']',
];

export const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', '', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=xyz', 'application/json; charset=utf-16'];

/** Path segments that name nothing real. */
export const GARBAGE_IDS = [
  'x', '0', '-1', 'null', 'undefined', '00000000-0000-0000-0000-000000000000', 'a'.repeat(3_000), '%00', '%E2%80%AE', '%F0%9F%98%80', '%ZZ',
  '%', '..', '%2E%2E%2F%2E%2E', "'%20OR%201%3D1--", '%D8%00', 'e%CC%81', '*', '__proto__', 'constructor', 'f'.repeat(64), 'F'.repeat(64),
];

/** One way to damage a valid body. */
export type Damage =
  | { kind: 'whole'; text: string }
  | { kind: 'field'; key: string; raw: string }
  | { kind: 'missing'; key: string }
  | { kind: 'extra'; key: string; raw: string };

/** Damage to a body whose valid form has `keys` (new keys too: a field no schema names). */
export function damageArb(keys: readonly string[]): fc.Arbitrary<Damage> {
  const key = fc.constantFrom(...keys, 'id', 'userId', '__proto__', 'constructor', 'unknownField');
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...WHOLE_BODIES).map((text) => ({ kind: 'whole' as const, text })) },
    { weight: 6, arbitrary: fc.record({ kind: fc.constant('field' as const), key, raw: fc.constantFrom(...NASTY) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('field' as const), key, raw: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('missing' as const), key: keys.length ? fc.constantFrom(...keys) : key }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: fc.constantFrom('x', 'meta'), raw: fc.constantFrom(...NESTED) }) },
  );
}

const MARKER = '@@fuzz-hole@@';
const HOLE = JSON.stringify(MARKER);

/** The JSON text of `valid` with `damage` done to it. */
export function damagedJson(valid: Record<string, unknown>, damage: Damage): string {
  if (damage.kind === 'whole') return damage.text;
  const body: Record<string, unknown> = { ...valid };
  if (damage.kind === 'missing') {
    delete body[damage.key];
    return JSON.stringify(body);
  }
  // defineProperty: a key named '__proto__' must be an own field of the JSON, not the prototype.
  Object.defineProperty(body, damage.key, { value: MARKER, enumerable: true, configurable: true, writable: true });
  return JSON.stringify(body).replace(HOLE, () => damage.raw);
}
