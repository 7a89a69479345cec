import { useId, type Ref } from 'react';
import { Icon } from '../../ui/Icon';
import { groups_searchGroups, groups_searchPlaceholder } from '../../../shared/i18n/paraglide/messages.js';

/** Search by name or description (SPEC §2); filtering happens as the user types. */
export function GroupsSearch({ value, onChange, ref }: { value: string; onChange: (value: string) => void; ref?: Ref<HTMLInputElement> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {groups_searchGroups()}
      </label>
      <div className="input w-full">
        <Icon name="search" className="size-5 text-base-content/60" />
        <input
          ref={ref}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={groups_searchPlaceholder()}
          autoComplete="off"
          enterKeyHint="search"
          className="grow"
        />
      </div>
    </div>
  );
}
