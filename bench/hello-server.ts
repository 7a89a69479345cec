/**
 * The floor for the server bench: Hono's hello-world on @hono/node-server, started the same way as
 * the real server (node --import tsx), so the ratio measures our middleware and routes only.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono().get('/', (c) => c.text('Hello Hono!'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' });
