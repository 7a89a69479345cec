import type { ReactNode } from 'react';
import type { LocalProject } from '../../../data/db';
import { CardTitle } from '../../../ui/CardTitle';
import { ProjectDeadline } from './ProjectDeadline';
import { ProjectProgress } from './ProjectProgress';
import { PurseStandingLine } from './PurseStandingLine';

/** One purse in a list: name, badges, progress, raised / target, who has paid, deadline; `actions` below. */
export function ProjectItem({ project, actions }: { project: LocalProject; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 rounded-box border border-base-300 bg-base-100 p-3">
      <CardTitle level={4} title={project.name} status={project.status} pending={Boolean(project._pending)} />
      {project.description ? <p className="text-sm break-words text-base-content/80">{project.description}</p> : null}
      <ProjectProgress name={project.name} collectedKobo={project.collectedAmountKobo} targetKobo={project.targetAmountKobo} />
      <PurseStandingLine project={project} />
      <ProjectDeadline deadline={project.deadline} />
      {actions}
    </li>
  );
}
