// The isomorphic domain of GroupPurse: web and sync-server import from here.
export * from './errors';
export * from './money';
export * from './amount-schemas';
export * from './phone';
export * from './join-link';
export * from './payment-methods';
export * from './progress';
export * from './auth-schemas';
