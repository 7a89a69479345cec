/**
 * The floor for the server bench: Hono's hello-world on @hono/node-server, started the same way as
 * the real server (node --import tsx), so the ratio measures our middleware and routes only.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

// The POST floor reads a small JSON body and answers a small JSON one, as a submit does.
const app = new Hono().get('/', (c) => c.text('Hello Hono!')).post('/', async (c) => c.json({ received: await c.req.json() }, 201));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
