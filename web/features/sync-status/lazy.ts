/** The signed-in sync layer, loaded after the first screen. Kept behind a dynamic import, so it stays out of the caller's chunk. */
export const loadSignedInSync = () => import('./SignedInSync');
