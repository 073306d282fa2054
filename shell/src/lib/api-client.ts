import type { ApiClient, ApiErrorShape } from '../platform/contract';

/** A non-2xx answer from the API. */
export class ApiError extends Error implements ApiErrorShape {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, path: string) {
    super(`API ${path} answered ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiErrorShape {
  return error instanceof ApiError;
}

export interface RequestOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The shell's own client: the contract's get/post plus `request` for extra headers (auth). */
export interface ShellApiClient extends ApiClient {
  request<T>(method: 'GET' | 'POST', path: string, options?: RequestOptions): Promise<T>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Same-origin JSON client; cookies are always sent (the API session is an httpOnly cookie). */
export function createApiClient(fetchImpl: typeof fetch = (...args) => fetch(...args)): ShellApiClient {
  async function request<T>(method: 'GET' | 'POST', path: string, options: RequestOptions = {}): Promise<T> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const init: RequestInit = { method, credentials: 'include', headers };
    if (options.signal) init.signal = options.signal;
    if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(options.body);
    }
    const response = await fetchImpl(path, init);
    const body = await readBody(response);
    if (!response.ok) throw new ApiError(response.status, body, path);
    return body as T;
  }

  return {
    request,
    get: (path, init) => request('GET', path, init?.signal ? { signal: init.signal } : {}),
    post: (path, body, init) =>
      request('POST', path, { body, ...(init?.signal ? { signal: init.signal } : {}) }),
    isApiError,
  };
}
