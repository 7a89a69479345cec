import { formatNaira } from '../../lib/format';
import { useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import {
  books_amountFrom,
  books_amountTo,
  books_approve,
  books_payoutApprovedText,
  books_payoutApprovedTitle,
  books_payoutRejectedText,
  books_payoutRejectedTitle,
  books_paymentReversedText,
  books_paymentReversedTitle,
  books_reject,
  books_rejectPayout,
  books_rejectWhy,
  books_reverse,
  books_reverseLabel,
  books_reverseNote,
  books_reversePayment,
  books_reverseWhy,
} from '../../../shared/i18n/paraglide/messages.js';
import { decidePayout, reverseContribution } from '../../data/books-writes';
import type { DeviceDb } from '../../data/db';
import { toast } from '../../ui/toast-store';
import type { ContributionView } from '../../data/contribution-views';
import type { PurseBooks } from './books-data';
import type { PayoutView } from './purse-figures';
import { ReasonDialog } from './ReasonDialog';
import { RecordCashDialog } from './RecordCashDialog';
import { RecordPayoutDialog } from './RecordPayoutDialog';

/** Which of the books' dialogs is open. */
export type BooksDialog = { kind: 'payout' } | { kind: 'cash' } | { kind: 'reject'; view: PayoutView } | { kind: 'reverse'; view: ContributionView } | null;

/** A partner decides a payout waiting for approval, never one they recorded. */
export function PartnerActions({ db, user, view, onReject }: { db: DeviceDb; user: SessionUser; view: PayoutView; onReject: () => void }) {
  const [busy, setBusy] = useState(false);
  const { row } = view;
  if (row.status !== 'pending' || view.unsynced || view.problem) return null;
  if (row.recordedBy === user.id) return <p className="text-sm text-base-content/75">{MESSAGES.partnerCannotApproveOwn}</p>;
  const approve = async () => {
    setBusy(true);
    try {
      await decidePayout(db, user, row, { action: 'approve' });
      toast({ title: books_payoutApprovedTitle(), description: books_payoutApprovedText({ amount: formatNaira(row.amountKobo), recipient: row.recipient }) });
    } catch {
      toast({ title: MESSAGES.errorTitle, description: MESSAGES.booksSaveFailed, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-1 flex gap-2">
      <button type="button" onClick={() => void approve()} disabled={busy} className="btn btn-success btn-sm h-11 flex-1">
        {books_approve()}
      </button>
      <button type="button" onClick={onReject} disabled={busy} className="btn btn-outline btn-sm h-11 flex-1 border-error text-error">
        {books_reject()}
      </button>
    </div>
  );
}

/** The admin takes back a confirmed payment the server has (never deleted: it stays, reversed). */
export function ReverseButton({ view, onReverse }: { view: ContributionView; onReverse: () => void }) {
  if (view.status !== 'confirmed' || view.unsynced) return null;
  return (
    <button type="button" onClick={onReverse} className="btn btn-ghost btn-sm h-11 self-start text-error" aria-label={books_reverseLabel({ amount: formatNaira(view.row.amountKobo), name: view.row.userFullName || view.row.userName })}>
      {books_reverse()}
    </button>
  );
}

export function BooksDialogs({ db, user, books, open, onClose }: { db: DeviceDb; user: SessionUser; books: PurseBooks; open: BooksDialog; onClose: () => void }) {
  const { project, figures } = books;
  switch (open?.kind) {
    case undefined:
      return null;
    case 'payout':
      return <RecordPayoutDialog db={db} user={user} project={project} availableKobo={figures.availableKobo} hasPartners={books.hasPartners} onClose={onClose} />;
    case 'cash':
      return <RecordCashDialog db={db} user={user} project={project} members={books.members} onClose={onClose} />;
    case 'reject': {
      const { row } = open.view;
      return (
        <ReasonDialog
          title={books_rejectPayout()}
          description={books_amountTo({ amount: formatNaira(row.amountKobo), recipient: row.recipient })}
          label={books_rejectWhy()}
          submitLabel={books_rejectPayout()}
          onClose={onClose}
          onSubmit={async (reason) => {
            await decidePayout(db, user, row, { action: 'reject', reason });
            toast({ title: books_payoutRejectedTitle(), description: books_payoutRejectedText() });
          }}
        />
      );
    }
    case 'reverse': {
      const { row } = open.view;
      const who = row.userFullName || row.userName;
      return (
        <ReasonDialog
          title={books_reversePayment()}
          description={books_amountFrom({ amount: formatNaira(row.amountKobo), name: who })}
          label={books_reverseWhy()}
          submitLabel={books_reversePayment()}
          onClose={onClose}
          onSubmit={async (reason) => {
            // The server refuses a reversal that would leave less than what is paid out or promised.
            if (row.amountKobo > figures.availableKobo) return MESSAGES.reversalOverdraws;
            await reverseContribution(db, row, reason);
            toast({ title: books_paymentReversedTitle(), description: books_paymentReversedText({ name: who }) });
          }}
        >
          <p className="rounded-field bg-warning/10 p-3 text-sm">{books_reverseNote()}</p>
        </ReasonDialog>
      );
    }
  }
}
