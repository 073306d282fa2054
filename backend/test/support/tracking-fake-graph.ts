import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GraphRequest {
  path: string;
  accessToken: unknown;
  testEventCode: unknown;
  eventIds: string[];
  status: number;
}

/** How the fake answers one request: a status and Graph-style body. */
export type GraphBehaviour = (request: { call: number; eventIds: string[] }) => {
  status: number;
  body: unknown;
  /** Never answer (until the fake is closed): a Graph API that hangs. */
  hang?: boolean;
};

export const accept: GraphBehaviour = ({ eventIds }) => ({
  status: 200,
  body: { events_received: eventIds.length, messages: [], fbtrace_id: 'fake' },
});

export const serverError = { status: 503, body: { error: { message: 'Service unavailable', code: 2 } } };

/**
 * A local stand-in for graph.facebook.com's POST /{version}/{pixel}/events. `delivered` counts each
 * event_id only when the fake answered 200 for it, i.e. what Meta would have accepted.
 */
export class FakeGraphApi {
  readonly requests: GraphRequest[] = [];
  readonly delivered = new Map<string, number>();
  behaviour: GraphBehaviour = accept;
  private server: Server | null = null;
  private readonly hanging = new Set<IncomingMessage>();

  get url(): string {
    const { port } = this.server?.address() as AddressInfo;
    return `http://127.0.0.1:${port}/v21.0`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          data: { event_id: string }[];
          access_token?: unknown;
          test_event_code?: unknown;
        };
        const eventIds = body.data.map((event) => event.event_id);
        const answer = this.behaviour({ call: this.requests.length + 1, eventIds });
        this.requests.push({
          path: req.url ?? '',
          accessToken: body.access_token,
          testEventCode: body.test_event_code,
          eventIds,
          status: answer.hang ? 0 : answer.status,
        });
        if (answer.hang) {
          this.hanging.add(req);
          return;
        }
        if (answer.status === 200) {
          for (const id of eventIds) this.delivered.set(id, (this.delivered.get(id) ?? 0) + 1);
        }
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Fails the first `n` calls with a 503, then accepts everything. */
  failFirst(n: number): void {
    this.behaviour = (request) => (request.call <= n ? serverError : accept(request));
  }

  async close(): Promise<void> {
    for (const req of this.hanging) req.socket.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
