import { useState } from 'react';
import type { LocalPurse } from '../../data/db';
import { Icon } from '../../ui/Icon';
import { useDeviceDb } from '../../session/use-device-db';
import { PurseBooksLink } from '../books';
import { ManagePurseDialog } from './purses/ManagePurseDialog';
import { PurseItem } from './purses/PurseItem';
import { groups_manage, groups_manageName, groups_noProjectsAdmin, groups_noProjectsMember, groups_projectsHeading, groups_projectsOf } from '../../../shared/i18n/paraglide/messages.js';

/** A group's projects on the groups page: everyone opens a purse's books; admins also manage it. */
export function GroupPursesList({ projects, groupName, admin }: { projects: LocalPurse[]; groupName: string; admin: boolean }) {
  const db = useDeviceDb();
  const [managing, setManaging] = useState<string | null>(null);
  // The purse as it is now (a sync may have changed it since the dialog opened).
  const managed = managing ? projects.find((project) => project.id === managing) : undefined;
  return (
    <section className="flex flex-col gap-2">
      <h4 className="font-semibold">{groups_projectsHeading({ count: projects.length })}</h4>
      {projects.length === 0 ? (
        <p className="rounded-box bg-base-200 p-3 text-sm text-base-content/80">
          {admin ? groups_noProjectsAdmin() : groups_noProjectsMember()}
        </p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={groups_projectsOf({ name: groupName })}>
          {projects.map((project) => (
            <PurseItem
              key={project.id}
              project={project}
              actions={
                <div className="flex gap-2">
                  <PurseBooksLink projectId={project.id} projectName={project.name} className="flex-1" />
                  {admin ? (
                    <button type="button" onClick={() => setManaging(project.id)} className="btn btn-sm h-11 flex-1" aria-label={groups_manageName({ name: project.name })}>
                      <Icon name="settings" className="size-4" />
                      {groups_manage()}
                    </button>
                  ) : null}
                </div>
              }
            />
          ))}
        </ul>
      )}
      {managed && db ? <ManagePurseDialog db={db} project={managed} groupName={groupName} onClose={() => setManaging(null)} /> : null}
    </section>
  );
}
