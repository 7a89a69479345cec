import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { memo, useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type RefObject } from 'react';
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
import type { PurseDuesView } from './dues-data';
import { DuesExports } from './DuesExports';
import { NudgeList } from './NudgeList';
import { cellWords, fineLack, finedWords, fineLine, periodLabel, scheduleLine, stateLabel } from './dues-words';
import { periodTone } from './state-tone';

const PERIOD_STATES: PeriodState[] = ['paid', 'part', 'owing', 'excused', 'not-owed'];
/** Column widths and row heights (px): fixed, so nothing is measured while the page scrolls (each measure is a layout of the table). */
const NAME_WIDTH = 128;
const PERIOD_WIDTH = 96;
const OWING_WIDTH = 104;
/** A cell's button (44), its padding and the row's top border; the name takes at most two lines. */
const ROW_HEIGHT = 53;
/** A cell: its width is set, it never grows or shrinks, its content in the middle. */
const CELL = 'flex flex-none flex-col justify-center';
/** A period's cell scrolled out of sight sideways is neither styled, laid out nor painted inside (most of a row's 24 at 360 px), yet stays focusable. */
const OFF_SCREEN_SKIPPED = '[content-visibility:auto] [contain-intrinsic-size:auto_96px_auto_52px]';
/** The member's name stays at the left while the periods scroll sideways. */
const NAME_CELL = `${CELL} sticky left-0 z-10 px-2 py-1 text-left break-words`;
/** A member who collected and now owes: their name (two lines) and the warning under it (up to three lines of small text, as in Pidgin with a big amount). */
const BEHIND_ROW_HEIGHT = 109;

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
  // Made once per ledger, so a row redraws only when its own standing changes (a tap redraws two rows).
  const labels = useMemo(() => ledgers.periods.map((p) => periodLabel(p, frequency)), [ledgers, frequency]);
  // Worded once, not once per cell (300 members × 24 periods on a cheap phone).
  const stateWords = useMemo(() => Object.fromEntries(PERIOD_STATES.map((state) => [state, stateLabel(state)])) as Record<PeriodState, string>, []);
  // A rotation's round names who collects it, under its date.
  const rotationOrder = view.project.kind === 'rotation' ? view.project.rotationOrder : undefined;
  const rounds = useMemo(() => (rotationOrder ? rotationRounds(ledgers.schedule, rotationOrder) : []), [ledgers, rotationOrder]);
  const collectors = new Map(rounds.map((r) => [r.index, r.collector.name]));
  // The classic ajo default: a member whose round is over (they collected) and who now owes.
  const today = view.today;
  const defaulters = useMemo(
    () =>
      behindAfterCollecting(
        rounds,
        ledgers.members.map((m) => ({ userId: m.member.userId, name: m.member.fullName, arrearsKobo: m.ledger.arrearsKobo, pendingKobo: m.pendingKobo })),
        today,
      ),
    [rounds, ledgers, today],
  );
  const behind = useMemo(() => new Set(defaulters.map((d) => d.userId)), [defaulters]);
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
        {/*
          A table laid out as fixed-width flex rows, the member rows placed absolutely: the rows drawn
          change as the page scrolls, and each one added or removed is laid out alone, not the whole
          table again. The roles keep it a table for screen readers.
        */}
        <table role="table" className="block text-sm" style={{ width: NAME_WIDTH + labels.length * PERIOD_WIDTH + OWING_WIDTH }} aria-rowcount={ledgers.members.length + 2}>
          <thead role="rowgroup" className="block">
            <tr role="row" aria-rowindex={1} className="flex bg-base-200 font-semibold">
              <th role="columnheader" scope="col" className={`${NAME_CELL} bg-base-200`} style={{ width: NAME_WIDTH }}>
                {dues_member()}
              </th>
              {labels.map((label, i) => (
                <th key={ledgers.periods[i]!.index} role="columnheader" scope="col" className={`${CELL} px-1 py-2 text-center`} style={{ width: PERIOD_WIDTH }}>
                  <span className="whitespace-nowrap">{label}</span>
                  {collectors.has(ledgers.periods[i]!.index) ? <span className="block text-xs font-normal break-words">→ {collectors.get(ledgers.periods[i]!.index)}</span> : null}
                </th>
              ))}
              <th role="columnheader" scope="col" className={`${CELL} px-2 py-2 text-right whitespace-nowrap`} style={{ width: OWING_WIDTH }}>
                {dues_owingColumn()}
              </th>
            </tr>
          </thead>
          <GridRows view={view} labels={labels} stateWords={stateWords} behind={behind} chosen={chosen} onChoose={setChosen} />
          <tfoot role="rowgroup" className="block">
            <tr role="row" aria-rowindex={ledgers.members.length + 2} className="flex bg-base-200">
              <th role="rowheader" scope="row" className={`${NAME_CELL} bg-base-200`} style={{ width: NAME_WIDTH }}>
                {dues_paidInFull()}
              </th>
              {ledgers.totals.map((t) => (
                <td key={t.period.index} role="cell" className={`${CELL} px-1 py-2 text-center`} style={{ width: PERIOD_WIDTH }}>
                  {t.paidCount}/{t.owingMembers}
                </td>
              ))}
              <td role="cell" className={`${CELL} px-2 py-2 text-right whitespace-nowrap`} style={{ width: OWING_WIDTH }}>
                {formatNaira(ledgers.owingKobo)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      <DuesExports db={db} view={view} labels={labels} />
      {chosen ? <CellPayments key={`${chosen.member}:${chosen.period}`} db={db} view={view} chosen={chosen} label={labels[column.get(chosen.period) ?? 0] ?? ''} /> : null}
      {view.admin ? <NudgeList view={view} /> : null}
    </section>
  );
}

/** Where the grid's body starts on the page (the virtualizer's scroll margin), kept as what is above it changes. */
function useOffsetTop(ref: RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    // The rotation's order, the summary and the alerts above the grid load and change on their own.
    const watcher = new ResizeObserver(measure);
    watcher.observe(document.body);
    return () => watcher.disconnect();
  }, [ref]);
  return top;
}

/**
 * The grid's member rows, only those on the screen and a few either side (300 members × 24
 * periods is 7,200 cells: drawing them all takes seconds on a cheap phone). Rows keep their
 * place in the table for screen readers (aria-rowindex); their heights are known, not measured.
 */
function GridRows(props: { view: PurseDuesView; labels: string[]; stateWords: Record<PeriodState, string>; behind: ReadonlySet<string>; chosen: Chosen | null; onChoose: (chosen: Chosen) => void }) {
  const { view, labels, stateWords, behind, chosen, onChoose } = props;
  const members = view.ledgers.members;
  const body = useRef<HTMLTableSectionElement>(null);
  const scrollMargin = useOffsetTop(body);
  const rangeExtractor = useFocusedRows(members);
  const rows = useWindowVirtualizer({
    count: members.length,
    estimateSize: (i) => (behind.has(members[i]!.member.userId) ? BEHIND_ROW_HEIGHT : ROW_HEIGHT),
    overscan: 6,
    scrollMargin,
    getItemKey: (i) => members[i]!.member.userId,
    rangeExtractor: rangeExtractor.extract,
    // Rows come in React's own task, not inside the scroll event's: drawing them and laying them out are then two short tasks, not one long one.
    useFlushSync: false,
  });
  const items = rows.getVirtualItems();
  return (
    <tbody ref={body} role="rowgroup" className="relative block" style={{ height: rows.getTotalSize() }} onFocus={rangeExtractor.onFocus} onBlur={rangeExtractor.onBlur}>
      {items.map((item) => {
        const standing = members[item.index]!;
        return (
          <MemberRow
            key={item.key}
            index={item.index}
            top={item.start - scrollMargin}
            height={item.size}
            standing={standing}
            periods={view.ledgers.periods}
            labels={labels}
            stateWords={stateWords}
            behind={behind.has(standing.member.userId)}
            chosenPeriod={chosen?.member === standing.member.userId ? chosen.period : null}
            onChoose={onChoose}
          />
        );
      })}
    </tbody>
  );
}

/**
 * The rows the keyboard needs drawn, whatever the scroll: the focused member's row (taken away, its
 * focus would fall to the page's top) and the rows either side of it, which Tab and Shift+Tab go to
 * next. A focus is a discrete event, so the rows either side are drawn before the next key is read;
 * waiting for the scroll the focus causes, a quick Tab could find no next row and leave the grid.
 */
function useFocusedRows(members: PurseDuesView['ledgers']['members']) {
  const [focused, setFocused] = useState<string | null>(null);
  // By member, not by place: the rows reorder as payments come in (who owes the most comes first).
  const at = focused === null ? -1 : members.findIndex((m) => m.member.userId === focused);
  const extract = useCallback(
    (range: Range) => {
      const drawn = defaultRangeExtractor(range);
      const needed = [at - 1, at, at + 1].filter((i) => at >= 0 && i >= 0 && i < range.count && !drawn.includes(i));
      return needed.length === 0 ? drawn : [...drawn, ...needed].sort((a, b) => a - b);
    },
    [at],
  );
  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const index = Number(event.target.closest('[data-index]')?.getAttribute('data-index'));
      const member = Number.isInteger(index) ? members[index]?.member.userId : undefined;
      if (member) setFocused(member);
    },
    [members],
  );
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(null);
  }, []);
  return { extract, onFocus, onBlur };
}

interface MemberRowProps {
  index: number;
  /** The row's place in the body and its height (px). */
  top: number;
  height: number;
  standing: PurseDuesView['ledgers']['members'][number];
  periods: PurseDuesView['ledgers']['periods'];
  labels: string[];
  stateWords: Record<PeriodState, string>;
  behind: boolean;
  /** The tapped period when it is in this row. */
  chosenPeriod: number | null;
  onChoose: (chosen: Chosen) => void;
}

/** One member's row: a button per period, and what they owe. Drawn again only when its own props change. */
const MemberRow = memo(function MemberRow({ index, top, height, standing, periods, labels, stateWords, behind, chosenPeriod, onChoose }: MemberRowProps) {
  const { member, ledger } = standing;
  const cells = new Map(ledger.periods.map((p) => [p.index, p]));
  return (
    <tr role="row" data-index={index} aria-rowindex={index + 2} className="absolute top-0 left-0 flex w-full border-t border-base-300 bg-base-100 [contain:layout_style]" style={{ height, transform: `translateY(${top}px)` }}>
      <th role="rowheader" scope="row" className={`${NAME_CELL} bg-base-100 font-medium`} style={{ width: NAME_WIDTH }}>
        <span className="line-clamp-2" title={member.fullName}>
          {member.fullName}
        </span>
        {behind ? <span className="mt-0.5 block rounded-field bg-error/15 px-1 text-xs font-semibold">{dues_collectedBehind({ amount: formatNaira(ledger.arrearsKobo) })}</span> : null}
      </th>
      {periods.map((p, i) => {
        const cell = cells.get(p.index);
        if (!cell) return <td key={p.index} role="cell" className={CELL} style={{ width: PERIOD_WIDTH }} />;
        const label = labels[i]!;
        return (
          <td key={p.index} role="cell" className={`${CELL} p-1 ${OFF_SCREEN_SKIPPED}`} style={{ width: PERIOD_WIDTH }}>
            <button
              type="button"
              className={`h-11 w-full rounded-field border px-1 text-xs leading-tight whitespace-nowrap ${periodTone(cell)}`}
              aria-label={`${dues_cellTitle({ member: member.fullName, period: label })}: ${cell.state === 'part' || cell.fine ? cellWords(cell) : stateWords[cell.state]}`}
              aria-pressed={chosenPeriod === cell.index}
              onClick={() => onChoose({ member: member.userId, period: cell.index })}
            >
              {cell.state === 'part' ? formatNaira(cell.paidKobo) : stateWords[cell.state]}
              {/* A late fine still owed, under the state (issue 25 §6). */}
              {fineLack(cell) > 0 ? <span className="block font-semibold">{finedWords(cell)}</span> : null}
            </button>
          </td>
        );
      })}
      <td role="cell" className={`${CELL} self-stretch px-2 py-1 text-right whitespace-nowrap ${ledger.arrearsKobo > 0 ? 'bg-error/15 font-semibold' : ''}`} style={{ width: OWING_WIDTH }}>
        {formatNaira(ledger.owingKobo)}
      </td>
    </tr>
  );
});

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
  const canStop = view.project.kind !== 'rotation' && (stopsFrom !== null || period.owedKobo > 0);
  if (period.owedKobo === 0 && period.state !== 'not-owed' && !owesFromStart && !canStop) return null;
  return (
    <div className="flex flex-col gap-2 border-t border-base-300 pt-2">
      {period.owedKobo > 0 ? <ReasonForm label={dues_excuseReason()} button={dues_excuseButton({ period: label })} onReason={(reason) => void excuseMember(db, row, view.project, { index: period.index, label }, reason)} /> : null}
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
  return (
    <div className="border-t border-base-300 pt-2">
      <ReasonForm label={dues_waiveReason()} button={dues_waiveButton({ period: label })} onReason={(reason) => void waiveFine(db, row, view.project, { index: period.index, label }, reason)} />
    </div>
  );
}

/** A reason the admin must give (an excuse, a waiver), said in history: refused empty with the spec's text. */
function ReasonForm({ label, button, onReason }: { label: string; button: string; onReason: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();
  const errorId = useId();
  return (
    <form
      noValidate
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const text = reason.trim();
        if (!text) return setError(MESSAGES.reasonRequired);
        setError(null);
        onReason(text);
      }}
    >
      <label htmlFor={reasonId} className="font-medium">
        {label}
      </label>
      <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} className="input w-full" aria-invalid={error !== null} aria-describedby={error ? errorId : undefined} />
      {error ? (
        <p id={errorId} className="text-error">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn-sm h-11 self-start">
        {button}
      </button>
    </form>
  );
}
