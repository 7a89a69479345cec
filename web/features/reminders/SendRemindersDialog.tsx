import { Link } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId, useMemo, useRef, useState } from 'react';
import type { SessionUser } from '../../../shared/auth-schemas';
import { MESSAGES } from '../../../shared/errors';
import { daysLeft, progressPercent } from '../../../shared/progress';
import type { DeviceDb, LocalPurse } from '../../data/db';
import type { PeriodTotals } from '../../../shared/purse-ledgers';
import { isFrequency, scheduleOf } from '../../../shared/purse-schedule';
import { rotationRounds } from '../../../shared/rotation';
import { periodLabel } from '../dues';
import { useDeviceDb } from '../../session/use-device-db';
import { useOnline } from '../../lib/use-online';
import { BusyButton } from '../../ui/BusyButton';
import { Dialog } from '../../ui/Dialog';
import { ProgressBar } from '../../ui/ProgressBar';
import { toast } from '../../ui/toast-store';
import { formatDate, formatDay, formatNaira } from '../../lib/format';
import { useNow } from '../../lib/use-now';
import { shareLink } from '../../lib/group-links';
import { MessageShareActions } from './MessageShareActions';
import { PendingBadge } from '../../ui/PendingBadge';
import { AwaitingList, PaidList, PartList, UnpaidList } from './PayerLists';
import type { PursePayers } from './purse-payers';
import { loadPursePayers, loadReminderPurses, loadUnapprovedOut, type ReminderPurseOption } from './reminder-data';
import { reminderMessage, reminderPushText, type ReminderPurse } from './reminder-message';
import { remindedText, sendPurseReminder } from './reminders-api';
import { loadCheckCode } from '../history';
import {
  reminders_awaitingNotReminded,
  reminders_daysLeft,
  reminders_deadline,
  reminders_goToDashboard,
  reminders_loadingMembers,
  reminders_loadingPurses,
  reminders_messageHint,
  reminders_messageTitle,
  reminders_messageUnsynced,
  reminders_noDeadline,
  reminders_noPurses,
  reminders_noPursesText,
  reminders_ofTarget,
  reminders_progressLabel,
  reminders_purse,
  reminders_sendDescription,
  reminders_sendReminder,
  reminders_sendsTo,
  reminders_sendsToOwing,
  reminders_sendTitle,
  reminders_sent,
} from '../../../shared/i18n/paraglide/messages.js';

/**
 * Send Reminders (the admin's nav button, SPEC §2): choose a purse, see who has paid, whose
 * payment awaits confirmation and who has not paid (from the phone, so it shows offline), push a
 * reminder to those who have not paid (online only), and share a ready WhatsApp message with the
 * purse's progress into the group. One rule classifies them all: purse-payers.ts.
 */
export function SendRemindersDialog({ user, onClose }: { user: SessionUser; onClose: () => void }) {
  const db = useDeviceDb();
  return (
    <Dialog title={reminders_sendTitle()} description={reminders_sendDescription()} onClose={onClose}>
      {(close) => (db ? <RemindersBody db={db} user={user} close={close} /> : null)}
    </Dialog>
  );
}

function RemindersBody({ db, user, close }: { db: DeviceDb; user: SessionUser; close: () => void }) {
  const selectId = useId();
  const purses = useLiveQuery(() => loadReminderPurses(db, user.id), [db, user.id]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosen = purses?.find((option) => option.project.id === chosenId) ?? purses?.[0];

  if (purses === undefined) return <span className="loading loading-spinner text-primary" aria-label={reminders_loadingPurses()} />;
  if (!chosen) {
    return (
      <div className="flex flex-col items-center gap-2 text-center">
        <p className="font-semibold">{reminders_noPurses()}</p>
        <p className="text-sm text-base-content/80">{reminders_noPursesText()}</p>
        <Link to="/admin" onClick={close} className="btn btn-primary mt-2">
          {reminders_goToDashboard()}
        </Link>
      </div>
    );
  }

  const groups = [...new Set(purses.map((option) => option.group.id))].map((groupId) => purses.filter((option) => option.group.id === groupId));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {reminders_purse()}
        </label>
        <select id={selectId} data-autofocus className="select w-full" value={chosen.project.id} onChange={(event) => setChosenId(event.target.value)}>
          {groups.map((options) => (
            <optgroup key={options[0]!.group.id} label={options[0]!.group.name}>
              {options.map((option) => (
                <option key={option.project.id} value={option.project.id}>
                  {option.project.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      {/* A new purse starts a new send: no result of another purse stays on screen. */}
      <PurseReminder key={chosen.project.id} db={db} option={chosen} />
    </div>
  );
}

function PurseReminder({ db, option }: { db: DeviceDb; option: ReminderPurseOption }) {
  const { project, group, unsyncedKobo } = option;
  const payers = useLiveQuery(() => loadPursePayers(db, project), [db, project.id, project.groupId]);
  const checkCode = useLiveQuery(() => loadCheckCode(db, group.id), [db, group.id]);
  const unapprovedOutKobo = useLiveQuery(() => loadUnapprovedOut(db, project.id), [db, project.id]);
  const now = useNow();
  // The WhatsApp message and the push are for the group, in its language; the screen stays in the reader's.
  const groupLocale = group.locale ?? 'en';
  const purse = useMemo<ReminderPurse & { unsynced: boolean }>(
    () => ({
      groupName: group.name,
      purseName: project.name,
      collectedKobo: project.collectedAmountKobo,
      unsynced: unsyncedKobo > 0,
      targetKobo: project.targetAmountKobo,
      paidOutKobo: project.paidOutAmountKobo,
      unapprovedOutKobo: unapprovedOutKobo ?? 0,
      deadline: project.deadline,
      checkCode: checkCode ?? '',
      showMemberAmounts: group.showMemberAmounts,
      schedule: rollCallSchedule(project, payers?.period ?? null),
    }),
    [group, project, unsyncedKobo, checkCode, unapprovedOutKobo, payers],
  );
  const message = useMemo(
    () => payers && checkCode !== undefined && reminderMessage({ purse, payers, link: shareLink(window.location.origin, group, project), now, locale: groupLocale }),
    [purse, payers, group, project, now, checkCode, groupLocale],
  );

  return (
    <>
      <PurseProgress purse={purse} now={now} />
      {payers === undefined ? (
        <span className="loading loading-spinner text-primary" aria-label={reminders_loadingMembers()} />
      ) : (
        <>
          <UnpaidList payers={payers} />
          <SendReminder projectId={project.id} text={reminderPushText(purse, now, groupLocale)} payers={payers} />
          <PartList payers={payers} />
          <AwaitingList awaiting={payers.awaiting} />
          <PaidList payers={payers} />
          {message ? (
            <section aria-labelledby="reminder-message-title" className="flex flex-col gap-2 border-t border-base-300 pt-4">
              <h3 id="reminder-message-title" className="font-semibold">
                {reminders_messageTitle()}
              </h3>
              <p className="text-sm text-base-content/80">{reminders_messageHint()}</p>
              {purse.unsynced ? <p className="text-sm text-base-content/80">{reminders_messageUnsynced()}</p> : null}
              <MessageShareActions title={`${project.name} · ${group.name}`} message={message} />
              <p className="rounded-box rounded-tl-none bg-[#dcf8c6] p-3 text-sm break-words whitespace-pre-wrap text-[#111b21]">{message}</p>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}

function PurseProgress({ purse, now }: { purse: ReminderPurse & { unsynced: boolean }; now: Date }) {
  const percent = progressPercent(purse.collectedKobo, purse.targetKobo);
  const date = purse.deadline ? formatDate(purse.deadline) : '';
  const days = purse.deadline && date ? daysLeft(purse.deadline, now) : null;
  return (
    <div className="rounded-box bg-base-200 p-3 text-sm">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-medium">
          {reminders_ofTarget({ collected: formatNaira(purse.collectedKobo), target: formatNaira(purse.targetKobo) })}
        </p>
        <p className="shrink-0 font-semibold text-primary">{percent}%</p>
      </div>
      <ProgressBar percent={percent} label={reminders_progressLabel({ purse: purse.purseName })} className="my-2" />
      {purse.unsynced ? (
        <p className="mb-2">
          <PendingBadge />
        </p>
      ) : null}
      {days !== null ? (
        <p className={days < 7 ? 'font-medium text-error' : 'text-base-content/80'}>
          {reminders_deadline({ date, daysLeft: reminders_daysLeft({ count: days }) })}
        </p>
      ) : (
        <p className="text-base-content/80">{reminders_noDeadline()}</p>
      )}
    </div>
  );
}

function SendReminder({ projectId, text, payers }: { projectId: string; text: string; payers: PursePayers }) {
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const attempt = useRef<{ projectId: string; text: string; key: string } | null>(null);
  // The list above says why nobody is left (no members, everyone paid, or awaiting confirmation).
  const nobody = payers.toRemind.length === 0;
  const count = payers.toRemind.length;

  const send = async () => {
    setBusy(true);
    setResult(null);
    // One key per reminder until the server answers: a tap after an answer lost on the way back
    // (a 2G link gone silent) is the same request, which the server answers once, not a second
    // round of notifications to every member. Another purse or text is another reminder.
    const same = attempt.current?.projectId === projectId && attempt.current.text === text;
    const key = same ? attempt.current!.key : crypto.randomUUID();
    attempt.current = { projectId, text, key };
    const outcome = await sendPurseReminder(projectId, text, undefined, key);
    if (!('unanswered' in outcome)) attempt.current = null;
    setBusy(false);
    if (outcome.ok) {
      const said = remindedText(outcome.reminded);
      setResult({ ok: true, text: said });
      toast({ title: reminders_sent(), description: said });
    } else {
      setResult({ ok: false, text: outcome.message });
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <BusyButton type="button" busy={busy} disabled={nobody || !online} onClick={send} className="btn btn-primary btn-block">
        {reminders_sendReminder()}
      </BusyButton>
      {!online ? (
        <p className="rounded-field border border-warning bg-warning/15 px-3 py-2 text-sm">{MESSAGES.reminderNeedsConnection}</p>
      ) : nobody ? null : (
        <p className="text-sm text-base-content/80">
          {payers.owedKobo !== null ? reminders_sendsToOwing({ count }) : reminders_sendsTo({ count })}
          {payers.awaiting.length > 0 ? ` ${reminders_awaitingNotReminded()}` : ''}
        </p>
      )}
      {/* Both live regions stay mounted, so a screen reader announces the text when it appears. */}
      <p role="status" className="text-sm font-medium text-success empty:hidden">
        {result?.ok ? result.text : ''}
      </p>
      <p role="alert" className="text-sm font-medium text-error empty:hidden">
        {result && !result.ok ? result.text : ''}
      </p>
    </div>
  );
}

/**
 * Dues' and rotations' lines of the roll-call (issue 25 §7): how often, the current period and who
 * has paid it in full, and in a rotation who collects this round; null for other purses.
 */
function rollCallSchedule(project: LocalPurse, period: PeriodTotals | null): ReminderPurse['schedule'] {
  if (!period || !isFrequency(project.frequency)) return null;
  const frequency = project.frequency;
  const schedule = scheduleOf(project);
  const round = project.kind === 'rotation' && schedule ? rotationRounds(schedule, project.rotationOrder ?? []).find((r) => r.index === period.period.index) : undefined;
  return {
    frequency,
    periodName: periodLabel(period.period, frequency),
    paidInFull: period.paidCount,
    members: period.owingMembers,
    collector: round ? { name: round.collector.name, date: formatDay(round.dueDay) } : null,
  };
}
