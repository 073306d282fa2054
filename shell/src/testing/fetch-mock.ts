/** A recorded request made through the mocked fetch. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

type Handler = (request: RecordedRequest) => MockAnswer | Promise<MockAnswer>;

/** A minimal Response: the shell reads only ok, status, text() and json(). */
export function fakeResponse({ status = 200, body }: MockAnswer): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text),
  } as Response;
}

/**
 * fetch at the network boundary: answers by "METHOD /path" (query string ignored), 404 otherwise,
 * and records every request for assertions.
 */
export function createFetchMock(handlers: Record<string, Handler | MockAnswer> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const request: RecordedRequest = {
      url,
      method,
      headers: { ...(init.headers as Record<string, string> | undefined) },
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      credentials: init.credentials,
    };
    requests.push(request);
    const handler = handlers[`${method} ${url.split('?')[0]}`];
    if (!handler) return fakeResponse({ status: 404, body: { message: 'not mocked' } });
    const answer = typeof handler === 'function' ? await handler(request) : handler;
    return fakeResponse(answer);
  });
  return {
    fetch: fetchMock as unknown as typeof fetch,
    requests,
    /** Requests to one path ("POST /api/auth/set-cookie"). */
    calls(key: string) {
      return requests.filter((request) => `${request.method} ${request.url.split('?')[0]}` === key);
    },
  };
}
