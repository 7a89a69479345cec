/**
 * The write services of groups and purses, shared by the REST routes (./routes.ts) and sync push
 * (../sync/), so each rule is written once (DESIGN "Offline-first data flow"). Each takes the
 * database, the acting user and `now`, never a Hono context, and answers an Outcome: a refusal
 * carries the status, a kebab-case code and the user-facing message.
 */
export { createGroup } from './groups-service';
export { createProject } from './projects-service';
export { addPartner, removePartner, MAX_PARTNERS } from './partners-service';
export { joinGroup } from './membership-service';
