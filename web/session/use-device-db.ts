import { deviceDb, type DeviceDb } from '../data/db';
import { useCurrentUser } from './use-current-user';

/**
 * The signed-in user's device database, or null when signed out. A hook of the session (features),
 * not of data/: data never imports features or React.
 */
export function useDeviceDb(): DeviceDb | null {
  const user = useCurrentUser();
  return user ? deviceDb(user.id) : null;
}
