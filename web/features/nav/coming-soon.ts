import { toast } from '../../ui/toast-store';

/** The notice for buttons whose feature is not built yet. */
export function announceComingSoon(feature: string): void {
  toast({ title: 'Feature Coming Soon', description: `${feature} will be available in a future update.` });
}
