import { createFileRoute, redirect } from '@tanstack/react-router';

/** Pathless layout for the routes that need login (SPEC §6): logged-out users go to '/'. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (!context.getCurrentUser()) throw redirect({ to: '/', replace: true });
  },
});
