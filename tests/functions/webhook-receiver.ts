/**
 * A local webhook receiver for the webhooks' suites (issue 52): node:http on 127.0.0.1, a free
 * port, every request kept (headers and the raw body as received), each answered with the next
 * status of its script (200 once the script is used up). The functions reach it because tier 5
 * sets WEBHOOK_ALLOW_LOOPBACK=1 (functions/src/webhooks/address.ts).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export interface Receiver {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/** Starts a receiver answering `statuses` in order, then 200. */
export async function startReceiver(statuses: number[] = []): Promise<Receiver> {
  const script = [...statuses];
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body, at: Date.now() });
      const status = script.shift() ?? 200;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : `falhou ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/solarcred`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
