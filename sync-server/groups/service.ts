/**
 * The write services of groups and purses, shared by the REST routes (./routes.ts) and sync push
 * (../sync/), so each rule is written once (DESIGN "Offline-first data flow"). Each takes the
 * request's transaction (opened by the caller; a service never opens one), the acting user and
 * `now`, never a Hono context, and answers an Outcome: a refusal carries a reason code from
 * shared/reasons.ts and its text; the http layer maps the code to a status.
 */
export { createGroup } from './groups-service';
export { createPurse } from './purses-service';
export { addPartner, removePartner, MAX_PARTNERS } from './partners-service';
export { joinGroup } from './membership-service';
