import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake provider received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A local stand-in for a provider's HTTP API, for adapter tests. */
export interface FakeProvider {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/**
 * Starts a server on 127.0.0.1 (random port) that records each request, then lets `respond` answer it
 * (or not answer, to simulate a hung provider), e.g. `await startFakeProvider((_req, res) => replyJson(res, 200, {}))`.
 */
export async function startFakeProvider(respond: (request: RecordedRequest, res: ServerResponse) => void): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      respond(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      // A hung request would otherwise keep close() waiting forever.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** Answers with a JSON body. */
export function replyJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A URL where nothing listens: start a server, note its port, close it. */
export async function refusedUrl(): Promise<string> {
  const provider = await startFakeProvider(() => undefined);
  await provider.close();
  return provider.url;
}
