/**
 * The share target (issue 27 §1): a bank app's "Share receipt" posts the image to SHARE_PATH
 * (manifest.webmanifest's share_target); the service worker keeps it on the phone and opens the pay
 * flow with it, online or not. The page never sees the POST: a reload of the flow cannot post twice.
 */
import { NO_SHARED_RECEIPT, SHARE_FIELD, SHARE_PATH, sharedFlowUrl } from '../../shared/share-target';

/** True for a POST to the share target, the one request this handler answers. */
export function isShare(request: Request, origin: string): boolean {
  const url = new URL(request.url);
  return request.method === 'POST' && url.origin === origin && url.pathname === SHARE_PATH;
}

/**
 * Keeps the first image of a share and answers a redirect (303: the flow is then loaded with GET)
 * to the pay flow; a share with no image, or a body that is not a form, opens the flow saying so.
 * @example event.respondWith(receiveShare(event.request, (file, text) => keepSharedReceipt(file, text, new Date())))
 */
export async function receiveShare(request: Request, keep: (file: File, text: string) => Promise<string>): Promise<Response> {
  const open = (shared: string) => Response.redirect(new URL(sharedFlowUrl(shared), request.url).href, 303);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return open(NO_SHARED_RECEIPT);
  }
  const file = form.getAll(SHARE_FIELD).find((value): value is File => typeof value !== 'string' && value.type.startsWith('image/') && value.size > 0);
  if (!file) return open(NO_SHARED_RECEIPT);
  const text = [form.get('title'), form.get('text'), form.get('url')].filter((value): value is string => typeof value === 'string' && value !== '').join('\n');
  return open(await keep(file, text));
}
