import { formatNaira } from '../../../lib/format';
import type { Dispatch } from 'react';
import { progressPercent } from '../../../../shared/progress';
import {
  payments_amountHint,
  payments_amountLabel,
  payments_amountPlaceholder,
  payments_chooseProject,
  payments_goal,
  payments_proceed,
  payments_project,
  payments_projectDetails,
  payments_raised,
  purses_noDeadline,
  purses_progressLabel,
} from '../../../../shared/i18n/paraglide/messages.js';
import { FormField } from '../../../ui/FormField';
import { ProgressBar } from '../../../ui/ProgressBar';
import { deadlineInfo } from '../../../lib/deadline-info';
import { canProceed, purseOptionLabel, type FlowAction, type FlowState } from './member-payment-flow';
import type { PayablePurse } from './payable-purses';
import { PeriodField } from '../../dues';
import { selectClass } from '../../../ui/select-class';

/** Step 1: the purse (with its figures) and the amount in naira (SPEC §2). */
export function SelectPurseStep({ state, dispatch, projects, chosen }: { state: FlowState; dispatch: Dispatch<FlowAction>; projects: PayablePurse[]; chosen: PayablePurse | null }) {
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        dispatch({ type: 'proceed' });
      }}
    >
      <FormField label={payments_project()}>
        {(a11y) => (
          <select {...a11y} className={selectClass} value={state.projectId} onChange={(event) => dispatch({ type: 'choose-project', projectId: event.target.value })}>
            <option value="" disabled>
              {payments_chooseProject()}
            </option>
            {projects.map(({ project, groupName }) => (
              <option key={project.id} value={project.id}>
                {purseOptionLabel(project, groupName)}
              </option>
            ))}
          </select>
        )}
      </FormField>

      {chosen ? <ProjectDetailBox chosen={chosen} /> : null}

      <FormField label={payments_amountLabel()} hint={payments_amountHint()}>
        {(a11y) => (
          <input
            {...a11y}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder={payments_amountPlaceholder()}
            className="input w-full text-lg"
            value={state.amount}
            onChange={(event) => dispatch({ type: 'set-amount', amount: event.target.value })}
          />
        )}
      </FormField>
      {/* Dues and rotations: the member may name the period it pays (else the oldest unpaid first). */}
      <PeriodField purse={chosen?.project ?? null} value={state.period} onChange={(period) => dispatch({ type: 'set-period', period })} />

      <button type="submit" className="btn btn-primary btn-block" disabled={!canProceed(state)}>
        {payments_proceed()}
      </button>
    </form>
  );
}

/** The chosen purse: name, days left (destructive under 7), progress capped at 100, raised / goal. */
function ProjectDetailBox({ chosen }: { chosen: PayablePurse }) {
  const { project, groupName } = chosen;
  const percent = progressPercent(project.collectedAmountKobo, project.targetAmountKobo, { cap: true });
  const deadline = deadlineInfo(project.deadline, new Date());
  return (
    <section aria-label={payments_projectDetails()} className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{project.name}</p>
          <p className="text-sm text-base-content/75">{groupName}</p>
        </div>
        {deadline ? (
          <span className={`badge shrink-0 whitespace-nowrap ${deadline.soon ? 'badge-error' : 'border-base-300 bg-base-200'}`}>{deadline.daysLeftText}</span>
        ) : (
          <span className="badge shrink-0 border-base-300 bg-base-200 whitespace-nowrap">{purses_noDeadline()}</span>
        )}
      </div>
      {project.description ? <p className="text-sm break-words text-base-content/80">{project.description}</p> : null}
      <div className="flex items-center gap-2">
        <ProgressBar percent={percent} label={purses_progressLabel({ name: project.name })} className="flex-1" />
        <span className="w-11 text-right text-sm font-semibold tabular-nums">{percent}%</span>
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-base-content/75">{payments_raised()}</dt>
          <dd className="font-semibold">{formatNaira(project.collectedAmountKobo)}</dd>
        </div>
        <div className="text-right">
          <dt className="text-base-content/75">{payments_goal()}</dt>
          <dd className="font-semibold">{formatNaira(project.targetAmountKobo)}</dd>
        </div>
      </dl>
    </section>
  );
}
