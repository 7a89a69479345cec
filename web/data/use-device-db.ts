import { useCurrentUser } from '../features/auth/use-current-user';
import { deviceDb, type DeviceDb } from './db';

/** The signed-in user's device database, or null when signed out. */
export function useDeviceDb(): DeviceDb | null {
  const user = useCurrentUser();
  return user ? deviceDb(user.id) : null;
}
