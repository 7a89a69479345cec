import { useLocale } from '../lib/locale';
import { CustomSlugPage } from '../features/joining/landing/CustomSlugPage';
import { JoinLandingPage } from '../features/joining/landing/JoinLandingPage';
import { RegisterPage } from '../features/joining/register/RegisterPage';
import { PageFrame } from '../features/shell/PageFrame';
import type { FirstPaintLanding } from './landing-of';

/**
 * The public group landing before the router has arrived (issue 12: the WhatsApp link on 2G):
 * the very screens the router's routes render, in the same frame as its root layout, so when
 * main.tsx hands the page to the router the markup is the same. Links are plain anchors here
 * (ui/page-navigation.tsx), so 'Join Group' works at any moment.
 */
export function FirstPaint({ landing }: { landing: FirstPaintLanding }) {
  // A language picked before the router arrives re-renders the page in it.
  useLocale();
  return <PageFrame>{page(landing)}</PageFrame>;
}

function page(landing: FirstPaintLanding) {
  switch (landing.page) {
    case 'register':
      return <RegisterPage link={landing.segment} />;
    case 'join':
      return <JoinLandingPage registrationId={landing.segment} />;
    case 'custom-slug':
      return <CustomSlugPage segment={landing.segment} give={new URLSearchParams(window.location.search).get('give')} />;
  }
}
