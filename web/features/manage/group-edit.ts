/**
 * Manage Group (issue 11 §3, §7): the group's name, description and whether members see each
 * other's amounts; only what changed is sent.
 */
import * as z from 'zod';
import { createGroupSchema } from '../../../shared/group-schemas';
import type { LocalGroup } from '../../data/db';

type Group = Pick<LocalGroup, 'name' | 'description' | 'showMemberAmounts'>;

/** The form's rules: the create form's name and description; the setting is a switch. */
export const groupEditSchema = z.object({
  name: createGroupSchema.shape.name,
  description: createGroupSchema.shape.description,
  showMemberAmounts: z.boolean(),
});

export type GroupEdit = z.output<typeof groupEditSchema>;

/** The form's starting values: the group as it is. */
export function groupEditValues(group: Group) {
  return { name: group.name, description: group.description ?? '', showMemberAmounts: group.showMemberAmounts };
}

/**
 * What the admin changed, as updateGroup takes it ({} when nothing did).
 * @example groupChanges({ name: 'Ajo', description: null, showMemberAmounts: true }, { name: 'Ajo', description: null, showMemberAmounts: false }) // { showMemberAmounts: false }
 */
export function groupChanges(group: Group, edit: GroupEdit): { name?: string; description?: string | null; showMemberAmounts?: boolean } {
  return {
    ...(edit.name !== group.name ? { name: edit.name } : {}),
    ...(edit.description !== (group.description || null) ? { description: edit.description } : {}),
    ...(edit.showMemberAmounts !== group.showMemberAmounts ? { showMemberAmounts: edit.showMemberAmounts } : {}),
  };
}
