import { useId, useState } from 'react';
import { MESSAGES } from '../../../shared/errors';
import type { PeriodStanding, PeriodState } from '../../../shared/dues-ledger';
import { periodAt } from '../../../shared/dues-schedule';
import { termsFor } from '../../../shared/dues-terms';
import {
  dues_cellNoPayment,
  dues_cellPayment,
  dues_cellTitle,
  dues_collectedBehind,
  dues_defaultersLine,
  dues_downloadCsv,
  dues_excuseButton,
  dues_excusedBecause,
  dues_excuseReason,
  dues_fineWaivedBecause,
  dues_fineWhy,
  dues_waiveButton,
  dues_waiveReason,
  dues_notOwedNote,
  dues_owesFromJoinButton,
  dues_owesFromStartButton,
  dues_owesAgainButton,
  dues_stopButton,
  dues_stoppedNote,
  dues_gridNote,
  dues_gridTitle,
  dues_member,
  dues_owingColumn,
  dues_paidInFull,
  dues_totalsLine,
} from '../../../shared/i18n/paraglide/messages.js';
import { isFrequency } from '../../../shared/purse-schedule';
import { behindAfterCollecting, rotationRounds } from '../../../shared/rotation';
import { formatDate, formatDay, formatNaira } from '../../lib/format';
import { excuseMember, setOwesFromStart, setStopsFrom, waiveFine } from '../../data/books-writes';
import type { DeviceDb, LocalMember } from '../../data/db';
import { downloadBlob } from '../../lib/save-file';
import type { PurseDuesView } from './dues-data';
import { duesCsv } from './dues-csv';
import { NudgeList } from './NudgeList';
import { cellWords, fineLack, finedWords, fineLine, periodLabel, scheduleLine, stateLabel } from './dues-words';
import { periodTone } from './state-tone';

const PERIOD_STATES: PeriodState[] = ['paid', 'part', 'owing', 'excused', 'not-owed'];

/** The tapped cell: a member and a period index (read again from the ledger, so it follows every change). */
interface Chosen {
  member: string;
  period: number;
}

/**
 * The treasurer's grid (issue 25 §4): members down, periods across, each cell paid, part-paid,
 * owing, excused or not owed; names stay put while the periods scroll sideways at 360 px. Who owes
 * the most comes first. Totals per period (paid in full of those who owe it) and per member (what
 * they owe). A tap on a cell shows which payments paid it.
 */
export function DuesGrid({ db, view }: { db: DeviceDb; view: PurseDuesView }) {
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const { ledgers } = view;
  const frequency = isFrequency(ledgers.schedule.frequency) ? ledgers.schedule.frequency : null;
  const labels = ledgers.periods.map((p) => periodLabel(p, frequency));
  // Worded once per render, not once per cell (300 members × 24 periods on a cheap phone).
  const stateWords = Object.fromEntries(PERIOD_STATES.map((state) => [state, stateLabel(state)])) as Record<PeriodState, string>;
  // A rotation's round names who collects it, under its date.
  const rounds = view.project.kind === 'rotation' ? rotationRounds(ledgers.schedule, view.project.rotationOrder ?? []) : [];
  const collectors = new Map(rounds.map((r) => [r.index, r.collector.name]));
  // The classic ajo default: a member whose round is over (they collected) and who now owes.
  const today = view.today;
  const defaulters = behindAfterCollecting(
    rounds,
    ledgers.members.map((m) => ({ userId: m.member.userId, name: m.member.fullName, arrearsKobo: m.ledger.arrearsKobo, pendingKobo: m.pendingKobo })),
    today,
  );
  const behind = new Set(defaulters.map((d) => d.userId));
  const column = new Map(ledgers.periods.map((p, i) => [p.index, i]));
  return (
    <section className="flex flex-col gap-2">
      <h2 id="dues-grid-title" className="text-lg font-semibold">
        {dues_gridTitle()}
      </h2>
      <p className="-mt-1 text-sm text-base-content/75">
        {scheduleLine(view)}
        {fineLine(view) ? ` · ${fineLine(view)}` : ''} · {dues_gridNote()}
      </p>
      <p className="text-sm font-medium">{dues_totalsLine({ amount: formatNaira(ledgers.owingKobo), arrears: formatNaira(ledgers.arrearsKobo) })}</p>
      {defaulters.length > 0 ? (
        <p role="alert" className="rounded-field border border-error bg-error/15 p-2 text-sm font-semibold">
          {dues_defaultersLine({ names: defaulters.map((d) => `${d.name} (${formatNaira(d.arrearsKobo)})`).join(', ') })}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-box border border-base-300" tabIndex={0} role="region" aria-labelledby="dues-grid-title">
        <table className="table-sm table border-separate border-spacing-0">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-32 bg-base-200 text-left">
                {dues_member()}
              </th>
              {labels.map((label, i) => (
                <th key={ledgers.periods[i]!.index} scope="col" className="bg-base-200 text-center whitespace-nowrap">
                  {label}
                  {collectors.has(ledgers.periods[i]!.index) ? <span className="block text-xs font-normal">→ {collectors.get(ledgers.periods[i]!.index)}</span> : null}
                </th>
              ))}
              <th scope="col" className="bg-base-200 text-right whitespace-nowrap">
                {dues_owingColumn()}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledgers.members.map(({ member, ledger }) => {
              const cells = new Map(ledger.periods.map((p) => [p.index, p]));
              return (
                <tr key={member.userId}>
                  <th scope="row" className="sticky left-0 z-10 max-w-40 bg-base-100 text-left font-medium break-words">
                    {member.fullName}
                    {behind.has(member.userId) ? <span className="mt-0.5 block rounded-field bg-error/15 px-1 text-xs font-semibold">{dues_collectedBehind({ amount: formatNaira(ledger.arrearsKobo) })}</span> : null}
                  </th>
                  {ledgers.periods.map((p, i) => {
                    const cell = cells.get(p.index);
                    if (!cell) return <td key={p.index} />;
                    const label = labels[i]!;
                    return (
                      <td key={p.index} className="p-1">
                        <button
                          type="button"
                          className={`h-11 w-full min-w-20 rounded-field border px-1 text-xs leading-tight whitespace-nowrap ${periodTone(cell)}`}
                          aria-label={`${dues_cellTitle({ member: member.fullName, period: label })}: ${cell.state === 'part' || cell.fine ? cellWords(cell) : stateWords[cell.state]}`}
                          aria-pressed={chosen?.member === member.userId && chosen.period === cell.index}
                          onClick={() => setChosen({ member: member.userId, period: cell.index })}
                        >
                          {cell.state === 'part' ? formatNaira(cell.paidKobo) : stateWords[cell.state]}
                          {/* A late fine still owed, under the state (issue 25 §6). */}
                          {fineLack(cell) > 0 ? <span className="block font-semibold">{finedWords(cell)}</span> : null}
                        </button>
                      </td>
                    );
                  })}
                  <td className={`text-right whitespace-nowrap ${ledger.arrearsKobo > 0 ? 'bg-error/15 font-semibold' : ''}`}>{formatNaira(ledger.owingKobo)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="sticky left-0 z-10 bg-base-200 text-left">
                {dues_paidInFull()}
              </th>
              {ledgers.totals.map((t) => (
                <td key={t.period.index} className="bg-base-200 text-center">
                  {t.paidCount}/{t.owingMembers}
                </td>
              ))}
              <td className="bg-base-200 text-right whitespace-nowrap">{formatNaira(ledgers.owingKobo)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <button
        type="button"
        className="btn btn-sm h-11 self-start"
        onClick={() => downloadBlob(`${view.project.name.replace(/[^\p{L}\p{N}]+/gu, '-')}-dues.csv`, new Blob([duesCsv(ledgers, labels)], { type: 'text/csv;charset=utf-8' }))}
      >
        {dues_downloadCsv()}
      </button>
      {chosen ? <CellPayments key={`${chosen.member}:${chosen.period}`} db={db} view={view} chosen={chosen} label={labels[column.get(chosen.period) ?? 0] ?? ''} /> : null}
      {view.admin ? <NudgeList view={view} /> : null}
    </section>
  );
}

function CellPayments({ db, view, chosen, label }: { db: DeviceDb; view: PurseDuesView; chosen: Chosen; label: string }) {
  const standing = view.ledgers.members.find((m) => m.member.userId === chosen.member);
  const period = standing?.ledger.periods.find((p) => p.index === chosen.period);
  const row = view.memberRows.get(chosen.member);
  if (!standing || !period) return null;
  const name = standing.member.fullName;
  const title = dues_cellTitle({ member: name, period: label });
  const excuse = row?.duesTerms?.[view.project.id]?.excused?.find((e) => e.period === period.index);
  const waiver = row?.duesTerms?.[view.project.id]?.waived?.find((w) => w.period === period.index);
  const { owesFromStart, stopsFrom } = termsFor(row?.duesTerms, view.project.id);
  const stopPeriod = stopsFrom === null ? null : periodAt(view.ledgers.schedule, stopsFrom);
  const stopLabel = stopPeriod ? periodLabel(stopPeriod, isFrequency(view.ledgers.schedule.frequency) ? view.ledgers.schedule.frequency : null) : '';
  const stopped = stopsFrom !== null && period.index >= stopsFrom;
  return (
    <section aria-label={title} aria-live="polite" className="flex flex-col gap-2 rounded-box border border-base-300 p-3 text-sm">
      <h3 className="font-semibold">
        {title}: {cellWords(period)}
      </h3>
      {excuse ? <p>{dues_excusedBecause({ reason: excuse.reason })}</p> : null}
      {period.fine && !period.fine.waived ? <p>{dues_fineWhy({ day: formatDay(period.fine.lastDay) })}</p> : null}
      {period.fine?.waived ? <p>{dues_fineWaivedBecause({ amount: formatNaira(period.fine.chargedKobo), reason: waiver?.reason ?? '' })}</p> : null}
      {period.state === 'not-owed' ? <p>{stopped ? dues_stoppedNote({ period: stopLabel }) : dues_notOwedNote()}</p> : null}
      {period.paidBy.length === 0 ? (
        <p>{dues_cellNoPayment()}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {period.paidBy.map(({ paymentId, amountKobo }) => {
            const payment = view.payments.get(paymentId);
            return (
              <li key={paymentId}>
                {dues_cellPayment({ amount: formatNaira(amountKobo), total: formatNaira(payment?.amountKobo ?? amountKobo), date: formatDate(payment?.decidedAt ?? payment?.createdAt ?? null) })}
              </li>
            );
          })}
        </ul>
      )}
      {view.admin && row && period.fine && period.fine.owedKobo > 0 ? <WaiveFine db={db} view={view} row={row} period={period} label={label} /> : null}
      {view.admin && row ? <AdminExceptions db={db} view={view} row={row} period={period} label={label} owesFromStart={owesFromStart} stopsFrom={stopsFrom} /> : null}
    </section>
  );
}

/**
 * The admin's exceptions for the tapped cell: excuse an owed period with a reason; owe from the
 * first period, or from joining; a member who left owes nothing from this period (not in a
 * rotation: every member pays every round), or, undone, every period again.
 */
function AdminExceptions(props: { db: DeviceDb; view: PurseDuesView; row: LocalMember; period: PeriodStanding; label: string; owesFromStart: boolean; stopsFrom: number | null }) {
  const { db, view, row, period, label, owesFromStart, stopsFrom } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();
  const canStop = view.project.kind !== 'rotation' && (stopsFrom !== null || period.owedKobo > 0);
  if (period.owedKobo === 0 && period.state !== 'not-owed' && !owesFromStart && !canStop) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-base-300 pt-2">
      {period.owedKobo > 0 ? (
        <form
          noValidate
          className="flex flex-col gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            const text = reason.trim();
            if (!text) return setError(MESSAGES.reasonRequired);
            setError(null);
            void excuseMember(db, row, view.project, { index: period.index, label }, text);
          }}
        >
          <label htmlFor={reasonId} className="font-medium">
            {dues_excuseReason()}
          </label>
          <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} className="input w-full" aria-invalid={error !== null} aria-describedby={error ? errorId : undefined} />
          {error ? (
            <p id={errorId} className="text-error">
              {error}
            </p>
          ) : null}
          <button type="submit" className="btn btn-sm h-11 self-start">
            {dues_excuseButton({ period: label })}
          </button>
        </form>
      ) : null}
      {(period.state === 'not-owed' && !(stopsFrom !== null && period.index >= stopsFrom)) || owesFromStart ? (
        <button type="button" className="btn btn-sm h-11 self-start" onClick={() => void setOwesFromStart(db, row, view.project, !owesFromStart)}>
          {owesFromStart ? dues_owesFromJoinButton() : dues_owesFromStartButton()}
        </button>
      ) : null}
      {canStop ? (
        <button type="button" className="btn btn-sm h-11 self-start" onClick={() => void setStopsFrom(db, row, view.project, stopsFrom === null ? { index: period.index, label } : null)}>
          {stopsFrom === null ? dues_stopButton({ period: label }) : dues_owesAgainButton()}
        </button>
      ) : null}
    </div>
  );
}

/** The admin waives the tapped period's late fine, saying why (issue 25 §6). */
function WaiveFine({ db, view, row, period, label }: { db: DeviceDb; view: PurseDuesView; row: LocalMember; period: PeriodStanding; label: string }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-1 border-t border-base-300 pt-2"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) return setError(MESSAGES.reasonRequired);
        setError(null);
        void waiveFine(db, row, view.project, { index: period.index, label }, text);
      }}
    >
      <label htmlFor={reasonId} className="font-medium">
        {dues_waiveReason()}
      </label>
      <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} className="input w-full" aria-invalid={error !== null} aria-describedby={error ? errorId : undefined} />
      {error ? (
        <p id={errorId} className="text-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-sm h-11 self-start">
        {dues_waiveButton({ period: label })}
      </button>
    </form>
  );
}
