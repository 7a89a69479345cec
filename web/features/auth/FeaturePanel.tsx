import type { ReactNode } from 'react';
import {
  auth_featureGroupsText,
  auth_featureGroupsTitle,
  auth_featuresHeading,
  auth_featureTrackingText,
  auth_featureTrackingTitle,
  auth_featureTransparencyText,
  auth_featureTransparencyTitle,
  auth_featureWhatsAppText,
  auth_featureWhatsAppTitle,
} from '../../../shared/i18n/paraglide/messages.js';

const FEATURES: { id: string; title: () => string; text: () => string; icon: ReactNode }[] = [
  {
    id: 'groups',
    title: auth_featureGroupsTitle,
    text: auth_featureGroupsText,
    icon: <path d="M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8" />,
  },
  {
    id: 'transparency',
    title: auth_featureTransparencyTitle,
    text: auth_featureTransparencyText,
    icon: <path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6l8-3Zm-3 9l2 2 4-4" />,
  },
  {
    id: 'whatsapp',
    title: auth_featureWhatsAppTitle,
    text: auth_featureWhatsAppText,
    icon: <path d="M21 12a8.5 8.5 0 0 1-12.6 7.4L3 21l1.6-5.2A8.5 8.5 0 1 1 21 12Z" />,
  },
  {
    id: 'tracking',
    title: auth_featureTrackingTitle,
    text: auth_featureTrackingText,
    icon: <path d="M4 20V10m6 10V4m6 16v-7m4 7H2" />,
  },
];

/** The marketing blurbs of the login screen (SPEC §1): compact, below the form on a phone. */
export function FeaturePanel() {
  return (
    <section aria-labelledby="features-heading" className="w-full md:flex-1 md:pt-16">
      <h2 id="features-heading" className="mb-3 text-lg font-bold md:text-3xl">
        {auth_featuresHeading()}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {FEATURES.map((feature) => (
          <li key={feature.id} className="flex gap-3 rounded-box bg-base-100 p-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-field bg-primary/10 text-primary">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                className="size-5"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                {feature.icon}
              </svg>
            </span>
            <div>
              <h3 className="font-semibold">{feature.title()}</h3>
              <p className="text-sm text-base-content/75">{feature.text()}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
