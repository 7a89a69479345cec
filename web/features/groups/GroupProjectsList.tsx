import type { LocalProject } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { announceComingSoon } from '../nav/coming-soon';
import { ProjectItem } from '../projects/ProjectItem';

/** A group's projects on the groups page; admins get a Manage button (not built yet: says so). */
export function GroupProjectsList({ projects, groupName, admin }: { projects: LocalProject[]; groupName: string; admin: boolean }) {
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold">Projects ({projects.length})</h4>
      {projects.length === 0 ? (
        <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">
          {admin ? 'No projects yet. Add one from the dashboard.' : 'No projects in this group yet.'}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`Projects of ${groupName}`}>
          {projects.map((project) => (
            <ProjectItem
              key={project.id}
              project={project}
              actions={
                admin ? (
                  <button type="button" onClick={() => announceComingSoon('Project management')} className="btn btn-sm h-11 self-start" aria-label={`Manage ${project.name}`}>
                    <Icon name="settings" className="size-4" />
                    Manage
                  </button>
                ) : null
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
