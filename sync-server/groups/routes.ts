import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { MESSAGES } from '../../shared/errors';
import { addPartnerSchema, createGroupSchema, createPurseSchema } from '../../shared/group-schemas';
import type { AuthDeps } from '../auth/auth-service';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson, readOptionalJson } from '../http/json';
import { refuse } from '../outcome/outcome';
import { findGroup } from '../access/group-access';
import { adminGroups, listMembers, listPartners, listPurses, memberGroups, presentGroups } from './group-reads';
import { presentMembership, presentPartner } from '../present/member';
import { presentPurse } from '../present/purse';
import { bankDetails } from './public-reads';
import { publicGroupRoutes } from './public-routes';
import { addPartner, createGroup, createPurse, joinGroup, removePartner } from './service';

/** The join call's body (SPEC §7: userId). It may only name the session user, or be left out. */
const joinBodySchema = z.object({ userId: z.string({ error: MESSAGES.missingGroupOrUser }).optional() });

const readOnly = { readOnly: true };

function groupRoutes(db: Database) {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .post('/', async (c) => {
      const body = await readJson(c, createGroupSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      return idempotent(c, db, body.value, async (tx) => {
        const created = await createGroup(tx, actor, body.value, c.var.now);
        const view = created.ok ? (await presentGroups(tx, [created.value]))[0] : undefined;
        return outcomeAnswer(created, 201, () => view);
      });
    })
    .get('/admin/:id', async (c) => answerOutcome(c, await db.transaction((tx) => adminGroups(tx, actorOf(c), c.req.param('id')), readOnly)))
    .get('/user/:userId', async (c) => answerOutcome(c, await db.transaction((tx) => memberGroups(tx, actorOf(c), c.req.param('userId')), readOnly)))
    .get('/:groupId/members', async (c) => answerOutcome(c, await db.transaction((tx) => listMembers(tx, actorOf(c), c.req.param('groupId')), readOnly)))
    .get('/:groupId/projects', async (c) => answerOutcome(c, await db.transaction((tx) => listPurses(tx, actorOf(c), c.req.param('groupId')), readOnly)))
    .get('/:groupId/purses', async (c) => answerOutcome(c, await db.transaction((tx) => listPurses(tx, actorOf(c), c.req.param('groupId')), readOnly)))
    .post('/:groupId/projects', async (c) => {
      const body = await readJson(c, createPurseSchema);
      if (!body.ok) return answerRefusal(c, body);
      const groupId = c.req.param('groupId');
      const actor = actorOf(c);
      return idempotent(c, db, body.value, async (tx) => {
        const created = await createPurse(tx, actor, groupId, body.value, c.var.now);
        const groupName = created.ok ? ((await findGroup(tx, groupId))?.name ?? '') : '';
        return outcomeAnswer(created, 201, (project) => presentPurse(project, { contributionCount: 0, groupName }));
      });
    })
    .get('/:groupId/accountability-partners', async (c) =>
      answerOutcome(c, await db.transaction((tx) => listPartners(tx, actorOf(c), c.req.param('groupId')), readOnly)),
    )
    .post('/:groupId/accountability-partners', async (c) => {
      const body = await readJson(c, addPartnerSchema);
      if (!body.ok) return answerRefusal(c, body);
      const groupId = c.req.param('groupId');
      const actor = actorOf(c);
      return idempotent(c, db, body.value, async (tx) => {
        const added = await addPartner(tx, actor, groupId, body.value, c.var.now);
        if (!added.ok) return outcomeAnswer(added, 201, () => null);
        // The partner is an active member (addPartner checked), so their user row exists.
        const [person] = await tx.select().from(users).where(eq(users.id, added.value.userId)).limit(1);
        return outcomeAnswer(added, 201, (partner) => presentPartner(partner, person!));
      });
    })
    .delete('/:groupId/accountability-partners/:userId', async (c) =>
      answerOutcome(c, await db.transaction((tx) => removePartner(tx, actorOf(c), c.req.param('groupId'), c.req.param('userId'), c.var.now))),
    )
    .post('/:groupId/join', async (c) => {
      // The body is optional: an empty one means "me".
      const body = await readOptionalJson(c, joinBodySchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      // The spec's client names the user; the session decides who joins (never someone else).
      if (body.value.userId !== undefined && body.value.userId !== actor.id) {
        return answerRefusal(c, refuse('forbidden', { field: 'userId' }));
      }
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, async (tx) =>
        outcomeAnswer(await joinGroup(tx, actor, groupId, c.var.now), 201, (membership) => ({ membership: presentMembership(membership) })),
      );
    });
}

function bankDetailsRoutes(db: Database) {
  return new Hono<AppEnv>().get('/:projectId', requireUser, async (c) =>
    answerOutcome(c, await db.transaction((tx) => bankDetails(tx, actorOf(c), c.req.param('projectId')), readOnly)),
  );
}

/**
 * SPEC §7 groups, purses, partners, joining and bank details, mounted on /api. The wizard's public
 * register-with-otp comes first, so the session requirement of the rest never applies to it (the
 * public look-ups are mounted earlier still, in app.ts). Each request runs in one transaction,
 * opened here (or by `idempotent` for the writes); the services only receive it.
 */
export function groupsApi(deps: AuthDeps & { trustProxy: boolean }) {
  return new Hono<AppEnv>()
    .route('/groups', publicGroupRoutes(deps))
    .route('/groups', groupRoutes(deps.db))
    .route('/bank-details', bankDetailsRoutes(deps.db));
}
