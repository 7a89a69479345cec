import {
  reconcile_cancelImport,
  reconcile_dateOrderQuestion,
  reconcile_dayFirst,
  reconcile_importReadable,
  reconcile_monthFirst,
  reconcile_notReadHeading,
  reconcile_notReadIntro,
} from '../../../shared/i18n/paraglide/messages.js';
import type { StatementOptions } from '../../../shared/reconciliation';
import { unreadableText } from '../../../shared/statement-unreadable';
import { BusyButton } from '../../ui/BusyButton';
import { dateOrderExamples, type ImportQuestion } from './statement-import';

/**
 * What the server asks before it stores anything (issue 22 §§4-5): the order of ambiguous dates,
 * with both readings of one to choose from; or every alert or row it could not read, by its number
 * and first line with why, and a button to import the credits that were read, knowingly.
 */
export function ImportQuestionPanel({
  question,
  busy,
  online,
  onAnswer,
  onCancel,
}: {
  question: ImportQuestion;
  busy: boolean;
  online: boolean;
  onAnswer: (answers: StatementOptions) => void;
  onCancel: () => void;
}) {
  if (question.kind === 'date-order') {
    const examples = dateOrderExamples(question.dates);
    return (
      <section role="alert" aria-labelledby="date-order-question" className="flex flex-col gap-2 rounded-field border border-warning/60 bg-warning/10 p-3 text-sm">
        <h3 id="date-order-question" className="font-semibold">
          {reconcile_dateOrderQuestion()}
        </h3>
        <p className="break-words text-base-content/85">{question.dates}</p>
        <div className="flex flex-wrap gap-2">
          <BusyButton type="button" busy={busy} disabled={!online} onClick={() => onAnswer({ ...question.answers, dateOrder: 'day-first' })} className="btn btn-outline h-11">
            {reconcile_dayFirst({ example: examples?.dayFirst ?? '' })}
          </BusyButton>
          <BusyButton type="button" busy={busy} disabled={!online} onClick={() => onAnswer({ ...question.answers, dateOrder: 'month-first' })} className="btn btn-outline h-11">
            {reconcile_monthFirst({ example: examples?.monthFirst ?? '' })}
          </BusyButton>
        </div>
      </section>
    );
  }
  const { preview } = question;
  return (
    <section role="alert" aria-labelledby="not-read-heading" className="flex flex-col gap-2 rounded-field border border-warning/60 bg-warning/10 p-3 text-sm">
      <h3 id="not-read-heading" className="font-semibold">
        {reconcile_notReadHeading({ count: preview.unreadable.length })}
      </h3>
      <p className="text-base-content/85">{reconcile_notReadIntro()}</p>
      <ul aria-labelledby="not-read-heading" className="flex flex-col gap-1.5">
        {preview.unreadable.map((entry) => (
          <li key={`${entry.unit}-${entry.line}`} className="break-words rounded-field bg-base-100 px-2.5 py-1.5">
            {unreadableText(entry)}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {preview.credits > 0 ? (
          <BusyButton type="button" busy={busy} disabled={!online} onClick={() => onAnswer({ ...question.answers, acceptUnreadable: true })} className="btn btn-primary h-11">
            {reconcile_importReadable({ count: preview.credits })}
          </BusyButton>
        ) : null}
        <button type="button" className="btn btn-ghost h-11" onClick={onCancel}>
          {reconcile_cancelImport()}
        </button>
      </div>
    </section>
  );
}
