import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import * as z from 'zod';
import { MESSAGES } from '../../shared/errors';
import { addPartnerSchema, createGroupSchema, createProjectSchema } from '../../shared/group-schemas';
import type { AuthDeps } from '../auth/auth-service';
import { actorOf, requireUser } from '../auth/session-middleware';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { idempotent, outcomeAnswer } from '../http/idempotent';
import { answerOutcome, answerRefusal, readJson, readOptionalJson } from '../http/json';
import { refuse } from '../http/outcome';
import { findGroup } from './access';
import { adminGroups, listMembers, listPartners, listProjects, memberGroups, presentGroups } from './group-reads';
import { presentMembership, presentPartner, presentProject } from './present';
import { bankDetails } from './public-reads';
import { publicGroupRoutes } from './public-routes';
import { addPartner, createGroup, createProject, joinGroup, removePartner } from './service';

/** The join call's body (SPEC §7: userId). It may only name the session user, or be left out. */
const joinBodySchema = z.object({ userId: z.string({ error: MESSAGES.missingGroupOrUser }).optional() });



function groupRoutes(db: Db) {
  return new Hono<AppEnv>()
    .use('*', requireUser)
    .post('/', async (c) => {
      const body = await readJson(c, createGroupSchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(createGroup(db, actor, body.value, c.var.now), 201, (group) => presentGroups(db, [group])[0]),
      );
    })
    .get('/admin/:id', (c) => answerOutcome(c, adminGroups(db, actorOf(c), c.req.param('id'))))
    .get('/user/:userId', (c) => answerOutcome(c, memberGroups(db, actorOf(c), c.req.param('userId'))))
    .get('/:groupId/members', (c) => answerOutcome(c, listMembers(db, actorOf(c), c.req.param('groupId'))))
    .get('/:groupId/projects', (c) => answerOutcome(c, listProjects(db, actorOf(c), c.req.param('groupId'))))
    .get('/:groupId/purses', (c) => answerOutcome(c, listProjects(db, actorOf(c), c.req.param('groupId'))))
    .post('/:groupId/projects', async (c) => {
      const body = await readJson(c, createProjectSchema);
      if (!body.ok) return answerRefusal(c, body);
      const groupId = c.req.param('groupId');
      const actor = actorOf(c);
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(createProject(db, actor, groupId, body.value, c.var.now), 201, (project) =>
          presentProject(project, { contributionCount: 0, groupName: findGroup(db, groupId)?.name ?? '' }),
        ),
      );
    })
    .get('/:groupId/accountability-partners', (c) => answerOutcome(c, listPartners(db, actorOf(c), c.req.param('groupId'))))
    .post('/:groupId/accountability-partners', async (c) => {
      const body = await readJson(c, addPartnerSchema);
      if (!body.ok) return answerRefusal(c, body);
      const groupId = c.req.param('groupId');
      const actor = actorOf(c);
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(addPartner(db, actor, groupId, body.value, c.var.now), 201, (partner) => {
          // The partner is an active member (addPartner checked), so their user row exists.
          const person = db.select().from(users).where(eq(users.id, partner.userId)).get()!;
          return presentPartner(partner, person);
        }),
      );
    })
    .delete('/:groupId/accountability-partners/:userId', (c) =>
      answerOutcome(c, removePartner(db, actorOf(c), c.req.param('groupId'), c.req.param('userId'), c.var.now)),
    )
    .post('/:groupId/join', async (c) => {
      // The body is optional: an empty one means "me".
      const body = await readOptionalJson(c, joinBodySchema);
      if (!body.ok) return answerRefusal(c, body);
      const actor = actorOf(c);
      // The spec's client names the user; the session decides who joins (never someone else).
      if (body.value.userId !== undefined && body.value.userId !== actor.id) {
        return answerRefusal(c, refuse(403, 'forbidden', MESSAGES.forbidden, 'userId'));
      }
      const groupId = c.req.param('groupId');
      return idempotent(c, db, body.value, () =>
        outcomeAnswer(joinGroup(db, actor, groupId, c.var.now), 201, (membership) => ({ membership: presentMembership(membership) })),
      );
    });
}

function bankDetailsRoutes(db: Db) {
  return new Hono<AppEnv>().get('/:projectId', requireUser, (c) => answerOutcome(c, bankDetails(db, actorOf(c), c.req.param('projectId'))));
}

/**
 * SPEC §7 groups, purses, partners, joining and bank details, mounted on /api. The wizard's public
 * register-with-otp comes first, so the session requirement of the rest never applies to it (the
 * public look-ups are mounted earlier still, in app.ts).
 */
export function groupsApi(deps: AuthDeps & { trustProxy: boolean }) {
  return new Hono<AppEnv>()
    .route('/groups', publicGroupRoutes(deps))
    .route('/groups', groupRoutes(deps.db))
    .route('/bank-details', bankDetailsRoutes(deps.db));
}
