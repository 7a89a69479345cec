import type { Context, MiddlewareHandler } from 'hono';
import { pipeline, Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * Below this an answer goes as it is: compressing 15 bytes of `{"status":"ok"}` costs more CPU
 * than it saves time on any network, and gzip's own header is 20 bytes.
 */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE = /^(application\/(json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** Brotli at quality 4: most of its gain over gzip on JSON, at gzip's speed (11, the default, is for build-time assets). */
const brotli = () => createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });

function pickEncoding(accepted: string | undefined): 'br' | 'gzip' | null {
  const list = (accepted ?? '').toLowerCase();
  if (/\bbr\b/.test(list)) return 'br';
  if (/\bgzip\b/.test(list)) return 'gzip';
  return null;
}

type JsonAnswer = (object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => Response;
type BodyAnswer = (data: string, arg?: unknown, headers?: Record<string, string | string[]>) => Response;

/**
 * Makes this request's `c.json` answers carry their Content-Length, as Hono's own do not. Then a
 * small answer's size is known from its headers, and its body is never read: reading it turns
 * @hono/node-server's lightweight string answer into a web stream and back, which cost more than
 * a small GET's whole route.
 */
function sizeJsonAnswers(c: Context): void {
  const json = c.json as unknown as JsonAnswer;
  const body = c.body as unknown as BodyAnswer;
  c.json = ((object: unknown, arg?: unknown, headers?: Record<string, string | string[]>) => {
    const text = JSON.stringify(object) as string | undefined;
    if (text === undefined) return json(object, arg, headers);
    return body(text, arg, { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  }) as unknown as Context['json'];
}

/**
 * Compresses the answers worth it: text over COMPRESS_MIN_BYTES, brotli where the client takes it
 * (a sync page, a statement), else gzip. JSON answers made with `c.json` carry their length
 * (sizeJsonAnswers); for other answers without one the size is learnt by reading the first
 * COMPRESS_MIN_BYTES of the body; a small answer then goes out whole, with its length, and a
 * large one streams on through the encoder without being buffered.
 */
export const compressLarge: MiddlewareHandler = async (c, next) => {
  const encoding = pickEncoding(c.req.header('accept-encoding'));
  if (!encoding || c.req.method === 'HEAD') return next();
  sizeJsonAnswers(c);
  await next();
  const res = c.res;
  if (res.headers.has('content-encoding')) return;
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
  const declared = res.headers.get('content-length');
  if (declared !== null && Number(declared) < COMPRESS_MIN_BYTES) return;
  if (!res.body) return;

  const reader = res.body.getReader();
  const head: Uint8Array[] = [];
  let size = 0;
  while (size < COMPRESS_MIN_BYTES) {
    const chunk = await reader.read();
    if (chunk.done) {
      // Small: send the bytes read, uncompressed, with their length.
      c.res = new Response(Buffer.concat(head), res);
      c.res.headers.set('Content-Length', String(size));
      return;
    }
    head.push(chunk.value);
    size += chunk.value.length;
  }
  async function* whole() {
    yield* head;
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) return;
      yield chunk.value;
    }
  }
  const encoded = encoding === 'br' ? brotli() : createGzip();
  // A body that fails midway destroys the encoder, which ends the answer with an error, not truncated.
  pipeline(Readable.from(whole()), encoded, () => {});
  c.res = new Response(Readable.toWeb(encoded) as ReadableStream<Uint8Array>, res);
  c.res.headers.delete('Content-Length');
  c.res.headers.set('Content-Encoding', encoding);
  c.res.headers.append('Vary', 'Accept-Encoding');
};
