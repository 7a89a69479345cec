import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * Pathless layout for the routes that need login (SPEC §6): logged-out users go to '/', keeping
 * the page they asked for in `?redirect=` so login can lead there (a push tapped on a logged-out
 * phone opens /admin?review=ID). LoginPanel checks the value before following it.
 */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context, location }) => {
    if (!context.getCurrentUser()) throw redirect({ to: '/', search: { redirect: location.href }, replace: true });
  },
});
