/**
 * The moments to offer notifications (issue 5, point 4): a member's payment proof was just
 * saved, an admin's group was just created. Screens call `offerPushNotifications()`; the push
 * layer in the navigation decides whether this user should be asked and shows the card. Tiny and
 * dependency-free, so the payment and group screens can import it without pulling push code in.
 */
let requested = false;
const listeners = new Set<() => void>();

/** Asks for the offer; it appears only if this user was never asked on this phone. */
export function offerPushNotifications(): void {
  requested = true;
  for (const listener of listeners) listener();
}

export function pushOfferRequested(): boolean {
  return requested;
}

/** The push layer took the request (and showed the card or decided not to). */
export function clearPushOfferRequest(): void {
  requested = false;
}

export function subscribeToPushOfferRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
