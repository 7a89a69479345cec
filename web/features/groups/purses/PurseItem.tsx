import type { ReactNode } from 'react';
import type { LocalPurse } from '../../../data/db';
import { CardTitle } from '../../../ui/CardTitle';
import { PurseDeadline } from './PurseDeadline';
import { PurseProgress } from './PurseProgress';
import { PurseStandingLine } from './PurseStandingLine';

/** One purse in a list: name, badges, progress, raised / target, who has paid, deadline; `actions` below. */
export function PurseItem({ project, actions }: { project: LocalPurse; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <CardTitle level={4} title={project.name} status={project.status} pending={Boolean(project._pending)} />
      {project.description ? <p className="text-sm break-words text-base-content/80">{project.description}</p> : null}
      <PurseProgress name={project.name} collectedKobo={project.collectedAmountKobo} targetKobo={project.targetAmountKobo} />
      <PurseStandingLine project={project} />
      <PurseDeadline deadline={project.deadline} />
      {actions}
    </li>
  );
}
