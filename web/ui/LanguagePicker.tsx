import { useId, useState } from 'react';
import { LANGUAGE_NAMES, LOCALES, isLocale } from '../../shared/i18n/languages';
import { language_changed, language_label } from '../../shared/i18n/paraglide/messages.js';
import { useLocale } from '../lib/locale';
import { chooseLocale } from '../session/user-locale';

/**
 * The language control (issue 15), on the login screen and in the menu: the five languages by
 * their own names, so a reader finds theirs whatever is shown now. A switch re-renders the screens
 * in place, so what was typed stays; a screen reader hears the change said in the new language.
 * `compact` (the desktop bar) shows the label from xl up only; the select keeps it as its name.
 */
export function LanguagePicker({ className = '', compact = false }: { className?: string; compact?: boolean }) {
  const locale = useLocale();
  const id = useId();
  const [changed, setChanged] = useState(false);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className={`text-sm font-medium ${compact ? 'sr-only xl:not-sr-only' : ''}`}>
        {language_label()}
      </label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          if (!isLocale(event.target.value)) return;
          chooseLocale(event.target.value);
          setChanged(true);
        }}
        className={`select min-w-0 ${compact ? 'h-11 w-auto' : 'flex-1'}`}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
      <span role="status" className="sr-only">
        {changed ? language_changed() : ''}
      </span>
    </div>
  );
}
