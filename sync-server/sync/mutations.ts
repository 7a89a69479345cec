import type * as z from 'zod';
import type { mutationSchema } from '../../shared/sync-protocol';
import type { Db } from '../db/open';
import type { UserRow } from '../db/schema';
import { createGroup } from '../groups/groups-service';
import { addPartner, removePartner } from '../groups/partners-service';
import { createProject } from '../groups/projects-service';
import type { Outcome } from '../http/outcome';

type ParsedMutation = z.output<typeof mutationSchema>;

/**
 * Applies one validated mutation through the same services the REST routes use, so a rule is
 * written once (DESIGN "Offline-first data flow"). The switch is exhaustive over the protocol's
 * mutation types: adding a type without handling it here fails the type check.
 */
export function applyMutation(db: Db, actor: UserRow, mutation: ParsedMutation, now: Date): Outcome<unknown> {
  switch (mutation.type) {
    case 'group.create':
      return createGroup(db, actor, mutation.payload, now);
    case 'project.create': {
      const { groupId, ...input } = mutation.payload;
      return createProject(db, actor, groupId, input, now);
    }
    case 'partner.add': {
      const { groupId, ...input } = mutation.payload;
      return addPartner(db, actor, groupId, input, now);
    }
    case 'partner.remove':
      return removePartner(db, actor, mutation.payload.groupId, mutation.payload.userId, now);
    default: {
      const unhandled: never = mutation;
      throw new Error(`unhandled mutation ${JSON.stringify(unhandled)}`);
    }
  }
}
