import { ok, refuse, type Outcome } from '../outcome/outcome';
import { notAnImage, type ProofRules } from './proof-service';

// `data:[<type>][;param]*;base64,<payload>`: only base64 payloads carry binary images.
const DATA_URL = /^data:([^,;]*)((?:;[^,;]*)*);base64,/i;

/**
 * The bytes of a proof sent the spec's way, as a data URL in a JSON body (SPEC §3: proofOfPayment).
 * The declared type is ignored (the bytes are sniffed later); anything that is not a base64 data
 * URL is not an image ('invalid-file'), and a payload that must decode to more than the limit is
 * refused ('file-too-large') before it is decoded.
 * @example decodeDataUrl('data:image/png;base64,iVBORw0KGgo=', PROOF_RULES.dialog) // ok(Uint8Array)
 */
export function decodeDataUrl(text: string, rules: ProofRules): Outcome<Uint8Array> {
  const head = DATA_URL.exec(text.slice(0, 200));
  if (!head) return notAnImage(rules);
  const payload = text.slice(head[0].length).replace(/\s+/g, '');
  // 4 base64 characters carry 3 bytes; padding only makes it smaller.
  if (Math.floor((payload.length * 3) / 4) - 2 > rules.limitBytes) {
    return refuse('file-too-large', { field: 'proofOfPayment', params: { message: rules.tooLarge } });
  }
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(payload)) return notAnImage(rules);
  const buffer = Buffer.from(payload, 'base64');
  return ok(new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength));
}
