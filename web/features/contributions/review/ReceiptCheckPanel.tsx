import { payCode } from '../../../../shared/pay-codes';
import { formatNaira } from '../../../lib/format';
import { useLiveQuery } from 'dexie-react-hooks';
import type { DeviceDb, LocalContribution } from '../../../data/db';
import {
  review_declared,
  review_notOnPhone,
  review_notReadYet,
  review_nothingUnusual,
  review_open,
  review_openLabel,
  review_receiptCheck,
  review_receiptFlags,
  review_receiptShows,
  review_sharingReceipt,
} from '../../../../shared/i18n/paraglide/messages.js';
import { Icon } from '../../../ui/Icon';
import { ContributionStatusBadge } from './ContributionBadges';
import { receiptCheckSection, type ReceiptFieldRow, type RelatedPayment } from './receipt-check-view';

/**
 * The review's "Receipt check" (issue 13 §2): the flags always in sight, what the receipt shows
 * folded away so Confirm / Reject stay near. Everything is read from the phone (the check came
 * with the last sync), so it works offline. Flags inform: the admin decides.
 */
export function ReceiptCheckPanel({
  db,
  row,
  reviewer,
  onOpenPayment,
}: {
  db: DeviceDb;
  row: LocalContribution;
  reviewer: boolean;
  /** Opens another payment of the group in the review (one the flags name). */
  onOpenPayment?: (contributionId: string) => void;
}) {
  const context = useLiveQuery(
    async () => ({
      purse: row.projectId ? ((await db.projects.get(row.projectId)) ?? null) : null,
      group: (await db.groups.get(row.groupId)) ?? null,
      member: (await db.members.where('[groupId+userId]').equals([row.groupId, row.userId]).first()) ?? null,
    }),
    [db, row.projectId, row.groupId, row.userId],
  );
  if (context === undefined) return null;
  const section = receiptCheckSection({ row, reviewer, purse: context.purse, group: context.group, payCode: payCode(context.member?.payTag, context.purse?.payTag) });
  if (section.kind === 'hidden') return null;

  return (
    <section aria-labelledby={`receipt-check-${row.id}`} className="flex flex-col gap-2 rounded-box border border-base-300 p-3 text-sm">
      <h3 id={`receipt-check-${row.id}`} className="font-semibold">
        {review_receiptCheck()}
      </h3>
      {section.kind === 'not-read' ? (
        <p className="flex items-start gap-2 text-base-content/75">
          <Icon name="clock" className="mt-0.5 size-4 shrink-0" />
          <span>{review_notReadYet()}</span>
        </p>
      ) : (
        <>
          {section.flags.length > 0 ? (
            <ul className="flex flex-col gap-1.5" aria-label={review_receiptFlags()}>
              {section.flags.map((flag) =>
                // A note (paid to the account the purse used then) informs; only a warning asks the reviewer to look.
                flag.tone === 'note' ? (
                  <li key={flag.code} data-tone="note" className="flex items-start gap-2 rounded-field border border-base-300 bg-base-200 px-2.5 py-2">
                    <Icon name="check" className="mt-0.5 size-4 shrink-0 text-base-content/75" />
                    <span className="min-w-0 break-words">{flag.text}</span>
                  </li>
                ) : (
                  <li key={flag.code} data-tone="warning" className="flex items-start gap-2 rounded-field border border-warning/60 bg-warning/10 px-2.5 py-2 font-medium">
                    <Icon name="alert" className="mt-0.5 size-4 shrink-0 text-warning" />
                    <span className="min-w-0 break-words">{flag.text}</span>
                  </li>
                ),
              )}
            </ul>
          ) : (
            <p className="text-base-content/75">{review_nothingUnusual()}</p>
          )}
          {section.related.length > 0 ? <RelatedPayments db={db} related={section.related} onOpen={onOpenPayment} /> : null}
          {section.rows.length > 0 ? <ReadFields rows={section.rows} /> : null}
        </>
      )}
    </section>
  );
}

/** What the receipt shows, beside what the member declared: folded, one tap away. */
function ReadFields({ rows }: { rows: ReceiptFieldRow[] }) {
  return (
    <details className="group">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-medium text-primary [&::-webkit-details-marker]:hidden">
        {review_receiptShows()}
        <Icon name="chevronDown" className="size-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <dl className="grid grid-cols-[minmax(6.5rem,auto)_1fr] gap-x-3 gap-y-2">
        {rows.map((field) => (
          <div key={field.label} className="contents">
            <dt className="text-base-content/75">{field.label}</dt>
            <dd className="min-w-0 break-words">
              <span className={field.differs ? 'font-semibold' : undefined}>{field.read}</span>
              {field.declared !== null ? (
                <span className={`block text-xs ${field.differs ? 'font-medium' : 'text-base-content/75'}`}>
                  {field.differs ? <Icon name="alert" className="mr-1 inline size-3.5 align-[-2px] text-warning" /> : null}
                  {review_declared({ value: field.declared })}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The group's other payments a flag names: whose, how much, their status, and a way to open each. */
function RelatedPayments({ db, related, onOpen }: { db: DeviceDb; related: RelatedPayment[]; onOpen?: (id: string) => void }) {
  const rows = useLiveQuery(() => db.contributions.bulkGet(related.map((payment) => payment.id)), [db, related.map((payment) => payment.id).join()]);
  if (rows === undefined) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <p className="text-base-content/75">{review_sharingReceipt()}</p>
      <ul className="flex flex-col gap-1.5">
        {related.map((payment, index) => (
          <RelatedItem key={payment.id} payment={payment} row={rows[index]} onOpen={onOpen} />
        ))}
      </ul>
    </div>
  );
}

function RelatedItem({ payment, row, onOpen }: { payment: RelatedPayment; row: LocalContribution | undefined; onOpen?: (id: string) => void }) {
  if (!row) return <li className="text-base-content/75">{review_notOnPhone({ reason: payment.reason.toLowerCase() })}</li>;
  const who = row.userFullName || row.userName;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 rounded-field bg-base-200 px-2.5 py-1.5">
      <span className="min-w-0">
        <span className="font-medium">{who}</span> · {formatNaira(row.amountKobo)} <ContributionStatusBadge status={row.status} />
        <span className="block text-xs text-base-content/75">{payment.reason}</span>
      </span>
      {onOpen ? (
        <button type="button" className="btn btn-sm btn-outline" onClick={() => onOpen(row.id)} aria-label={review_openLabel({ name: who, amount: formatNaira(row.amountKobo) })}>
          {review_open()}
        </button>
      ) : null}
    </li>
  );
}
