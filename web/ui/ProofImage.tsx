import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  review_actualSize,
  review_close,
  review_fitToScreen,
  review_fullSizeLabel,
  review_loadingProof,
  review_noProof,
  review_proofLoadFailed,
  review_proofNotHere,
  review_proofOfPayment,
  review_proofOffline,
  review_proofSmallCopy,
  review_tapFullSize,
} from '../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalContribution } from '../data/db';
import { useOnline } from '../lib/use-online';
import { useKeptThumbnailUrl, useProofUrl } from '../data/use-proof-url';
import { Icon } from './Icon';

/**
 * The proof of payment: a preview to tap for full size; when the whole image cannot load (no
 * connection, and neither this phone nor the browser keeps it), the server's small copy kept for
 * offline review, said so under it; or a plain sentence when there is no proof or nothing can be shown.
 */
export function ProofImage({ db, row }: { db: DeviceDb; row: LocalContribution }) {
  const src = useProofUrl(db, row);
  const small = useKeptThumbnailUrl(db, row.proofSha256);
  const online = useOnline();

  if (!row.proofSha256) return <ProofNotice>{review_noProof()}</ProofNotice>;
  if (!src) {
    // Still looking on the phone, or (a payment made here) not uploaded yet.
    return row._pending ? (
      <ProofNotice>{review_proofNotHere()}</ProofNotice>
    ) : (
      <div className="h-48 w-full animate-pulse rounded-box bg-base-300" role="status" aria-label={review_loadingProof()} />
    );
  }
  // A new key after reconnecting retries an image that failed offline. The whole image is tried
  // first (the browser may keep it from an earlier look); the small copy stands in if it fails.
  return <ProofPreview key={`${src}:${online}`} src={src} online={online} smallCopy={small} />;
}

/** Tries after a failed load while the phone says it is online: the signal often comes back before the network does. */
const RETRY_DELAYS_MS = [1_000, 3_000, 8_000];

/** An image to tap for full size; `note` says what it is (a small copy), `smallCopy` stands in should it fail to load. */
function ProofPreview({ src, online, note, smallCopy = null }: { src: string; online: boolean; note?: string; smallCopy?: string | null }) {
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [fullSize, setFullSize] = useState(false);
  useEffect(() => {
    if (!failed || !online || attempt >= RETRY_DELAYS_MS.length) return;
    const timer = setTimeout(() => {
      setAttempt(attempt + 1);
      setFailed(false);
    }, RETRY_DELAYS_MS[attempt]);
    return () => clearTimeout(timer);
  }, [failed, online, attempt]);

  if (failed && smallCopy) return <ProofPreview src={smallCopy} online={online} note={review_proofSmallCopy()} />;
  if (failed) {
    return (
      <ProofNotice>
        {online ? review_proofLoadFailed() : review_proofOffline()}
      </ProofNotice>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setFullSize(true)}
        className="group relative block w-full overflow-hidden rounded-box border border-base-300 bg-base-200"
      >
        <img key={attempt} src={src} alt={review_proofOfPayment()} onError={() => setFailed(true)} className="mx-auto max-h-64 w-full object-contain" />
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-field bg-black/70 px-2 py-1 text-xs font-medium text-white">
          <Icon name="expand" className="size-3.5" />
          {review_tapFullSize()}
        </span>
      </button>
      {note ? <p className="mt-1 text-xs text-base-content/80">{note}</p> : null}
      {fullSize ? <FullSizeProof src={src} onClose={() => setFullSize(false)} /> : null}
    </>
  );
}

function ProofNotice({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-2 rounded-box border border-dashed border-base-300 bg-base-200 p-3 text-sm text-base-content/80">
      <Icon name="image" className="mt-0.5 size-5 shrink-0" />
      {children}
    </p>
  );
}

/**
 * The proof over the whole screen, fitted; 'Actual size' shows every pixel to scroll around
 * (small print on a receipt). A native modal <dialog> above the review: Escape or Close returns.
 * The purse's books show a payout's receipt with it too (`label` names the image).
 */
export function FullSizeProof({ src, onClose, label = review_proofOfPayment() }: { src: string; onClose: () => void; label?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [actual, setActual] = useState(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog
      ref={dialog}
      aria-label={review_fullSizeLabel({ label })}
      // React passes a dialog's close event up its tree: stop it here so the review stays open.
      onClose={(event) => {
        event.stopPropagation();
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-full flex-col">
        <div className="flex shrink-0 items-center justify-end gap-2 p-2">
          <button type="button" onClick={() => setActual((on) => !on)} aria-pressed={actual} className="btn btn-ghost text-white hover:bg-white/15 focus-visible:outline-white">
            {actual ? review_fitToScreen() : review_actualSize()}
          </button>
          <button type="button" onClick={() => dialog.current?.close()} className="btn btn-ghost text-white hover:bg-white/15 focus-visible:outline-white" data-autofocus>
            <Icon name="x" className="size-5" />
            {review_close()}
          </button>
        </div>
        <div className={`min-h-0 flex-1 ${actual ? 'overflow-auto' : 'flex items-center justify-center overflow-hidden'}`}>
          <img src={src} alt={label} className={actual ? 'max-w-none' : 'max-h-full max-w-full object-contain'} />
        </div>
      </div>
    </dialog>
  );
}
