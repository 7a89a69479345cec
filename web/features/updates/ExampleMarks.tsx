import type { ReactNode } from 'react';
import { updates_example, updates_examplesIntro } from '../../../shared/i18n/paraglide/messages.js';

/** The badge every sample item wears, so no one takes it for a real payment or announcement. */
export function ExampleBadge() {
  return <span className="badge badge-sm border-dashed border-base-content/40 bg-base-100 font-medium whitespace-nowrap text-base-content">{updates_example()}</span>;
}

/** The line above the sample items. */
export function ExamplesIntro({ id }: { id: string }) {
  return (
    <p id={id} className="text-sm font-semibold text-base-content/80">
      {updates_examplesIntro()}
    </p>
  );
}

/** An empty state: its title and the spec's explanation. */
export function EmptyNote({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-box border border-dashed border-base-300 px-4 py-5 text-center">
      {icon}
      <p className="font-semibold">{title}</p>
      <p className="text-sm text-base-content/80">{text}</p>
    </div>
  );
}
