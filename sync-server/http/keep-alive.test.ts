import { Agent, get, type ClientRequest } from 'node:http';
import { expect, it } from 'vitest';
import { socketServerForFile } from '../testing/socket-server';

// A real server on a socket: idle connections are closed by the HTTP layer, which app.request() never reaches.
const server = socketServerForFile('gp-keepalive-');

/** GET /api/health through `agent`: the status and whether the request went on a reused connection. */
function health(agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request: ClientRequest = get({ host: '127.0.0.1', port: server().port, path: '/api/health', agent }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on('error', reject);
  });
}

it('keeps an idle connection open past Node’s 5 s, so a phone’s next request needs no new connection', async () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await health(agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await health(agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
}, 15_000);
