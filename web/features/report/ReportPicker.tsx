import { useId } from 'react';
import { report_choose, report_datesHint, report_from, report_group, report_purse, report_to, report_wholeGroup } from '../../../shared/i18n/paraglide/messages.js';
import type { ReportGroup } from './report-data';

export interface ReportChoice {
  groupId: string;
  /** A purse id, or 'all' for the whole group. */
  purse: string;
  /** 'YYYY-MM-DD' or '' (no limit). */
  from: string;
  to: string;
}

/** Which statement: the group, the purse (or the whole group) and the dates (empty: everything). */
export function ReportPicker({ groups, choice, onChange, error }: { groups: ReportGroup[]; choice: ReportChoice; onChange: (choice: ReportChoice) => void; error: string | null }) {
  const ids = { group: useId(), purse: useId(), from: useId(), to: useId(), error: useId() };
  const chosen = groups.find((g) => g.group.id === choice.groupId);
  return (
    <section aria-label={report_choose()} className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-3">
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.group} className="text-sm font-medium">
          {report_group()}
        </label>
        <select id={ids.group} className="select w-full" value={choice.groupId} onChange={(e) => onChange({ ...choice, groupId: e.target.value, purse: 'all' })}>
          {groups.map((g) => (
            <option key={g.group.id} value={g.group.id}>
              {g.group.name}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.purse} className="text-sm font-medium">
          {report_purse()}
        </label>
        <select id={ids.purse} className="select w-full" value={choice.purse} onChange={(e) => onChange({ ...choice, purse: e.target.value })}>
          <option value="all">{report_wholeGroup()}</option>
          {chosen?.projects.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {report_from()}
          </label>
          <input id={ids.from} type="date" className="input w-full px-2" value={choice.from} max={choice.to || undefined} onChange={(e) => onChange({ ...choice, from: e.target.value })} aria-describedby={error ? ids.error : undefined} />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {report_to()}
          </label>
          <input id={ids.to} type="date" className="input w-full px-2" value={choice.to} min={choice.from || undefined} onChange={(e) => onChange({ ...choice, to: e.target.value })} aria-describedby={error ? ids.error : undefined} aria-invalid={error ? true : undefined} />
        </div>
      </div>
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : (
        <p className="text-sm text-base-content/75">{report_datesHint()}</p>
      )}
    </section>
  );
}
