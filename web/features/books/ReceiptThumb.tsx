import { useState } from 'react';
import { payoutReceiptPath } from '../../../shared/books';
import { books_noReceipt, books_payoutReceipt, books_receiptFailed, books_receiptNotHere, books_receiptOffline, books_receiptOpen } from '../../../shared/i18n/paraglide/messages.js';
import type { DeviceDb, LocalPayout } from '../../data/db';
import { useKeptImageUrl } from '../../data/use-kept-image-url';
import { useOnline } from '../../lib/use-online';
import { Icon } from '../../ui/Icon';
import { FullSizeProof } from '../../ui/ProofImage';

const BOX = 'flex size-16 shrink-0 flex-col items-center justify-center gap-0.5 rounded-field border border-dashed border-base-300 bg-base-200 p-1 text-center text-[0.65rem] leading-tight text-base-content/75';

/**
 * A payout's receipt as a thumbnail to tap for full size: the photo kept on this phone when it is
 * here (recorded here), else the server's copy when online; otherwise a placeholder saying why.
 */
export function ReceiptThumb({ db, payout }: { db: DeviceDb; payout: LocalPayout }) {
  const src = useKeptImageUrl(db, payout.proofSha256, payout._pending ? null : payoutReceiptPath(payout.id));
  const online = useOnline();
  if (!payout.proofSha256) return <Placeholder text={books_noReceipt()} />;
  if (!src) return <Placeholder text={books_receiptNotHere()} />;
  // A new key after reconnecting retries an image that failed offline.
  return <Thumb key={`${src}:${online}`} src={src} online={online} recipient={payout.recipient} />;
}

function Thumb({ src, online, recipient }: { src: string; online: boolean; recipient: string }) {
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  if (failed) return <Placeholder text={online ? books_receiptFailed() : books_receiptOffline()} />;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="size-16 shrink-0 overflow-hidden rounded-field border border-base-300 bg-base-200" aria-label={books_receiptOpen({ recipient })}>
        <img src={src} alt="" onError={() => setFailed(true)} className="size-full object-cover" />
      </button>
      {open ? <FullSizeProof src={src} label={books_payoutReceipt()} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <span className={BOX}>
      <Icon name="image" className="size-4" />
      {text}
    </span>
  );
}
