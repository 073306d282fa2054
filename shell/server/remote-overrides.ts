// Per-browser remote overrides (README "Trying a remote against a shared shell"): a non-production
// shell lets one browser load a remote from another origin, e.g. a staging shell with the marketing
// remote of `npm run dev -w marketing-remote` on the engineer's machine. The override lives in a
// cookie set by GET /__remotes, so the shell server sees it too (pre-rendering, preloads, the CSP)
// and every other browser keeps the configured remotes. Only origins of REMOTE_OVERRIDE_ORIGINS are
// accepted, the cookie is re-checked on every request, and a production shell has no overrides.

import { escapeHtml } from './pages/html.js';
import type { RequestSources } from './security.js';

/** Remote name → the origin this browser loads it from. */
export type Overrides = Record<string, string>;

/** The parts of the run-time config an override changes: each remote's entry and manifest. */
export interface OverridableConfig {
  remotes?: Record<string, { entry: string; manifest?: string }>;
}

export interface RemoteOverrides {
  /** False when no origin is allowed: overrides are off (always in production). */
  readonly enabled: boolean;
  readonly allowedOrigins: string[];
  /** One request's run-time config (its overrides applied) and its overrides. */
  forRequest<Config extends OverridableConfig>(
    config: Config,
    cookieHeader: string | undefined,
  ): { config: Config; overrides: Overrides };
  /**
   * What GET /__remotes?<query> asks for: the new overrides, or a Portuguese refusal.
   * `?reset` clears them all, `?<remote>=<origin>` sets one, `?<remote>=` removes one.
   */
  change(
    current: Overrides,
    query: URLSearchParams,
    remoteNames: readonly string[],
  ): { overrides: Overrides } | { error: string };
  /**
   * The Set-Cookie value that stores `overrides` (or deletes the cookie when there are none); secure:
   * the request came over https (a staging shell), so the cookie never travels over plain http.
   */
  setCookie(overrides: Overrides, secure?: boolean): string;
}

export const OVERRIDE_COOKIE = 'busqy-remote-overrides';
export const OVERRIDE_PATH = '/__remotes';

/** The cookie lives a working day: an override forgotten in a browser does not linger for weeks. */
const COOKIE_MAX_AGE_S = 12 * 60 * 60;

/** `url` as a bare http(s) origin, or null when it is not one (paths, queries, other schemes). */
export function asOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  // `http://host:3001/` is the origin written with a slash; anything longer is not an origin.
  return url.replace(/\/$/, '') === parsed.origin ? parsed.origin : null;
}

/** REMOTE_OVERRIDE_ORIGINS: comma-separated origins. Throws (at boot) on anything else. */
export function parseOverrideOrigins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.map((entry) => {
    const origin = asOrigin(entry);
    if (!origin)
      throw new Error(`REMOTE_OVERRIDE_ORIGINS: "${entry}" is not an origin like http://localhost:3001`);
    return origin;
  });
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return undefined;
}

/** The cookie's value: URL-encoded JSON of remote name → origin. */
export function encodeOverrides(overrides: Overrides): string {
  return encodeURIComponent(JSON.stringify(overrides));
}

/** allowedOrigins: empty, overrides are off (production passes none). */
export function createRemoteOverrides({
  allowedOrigins = [],
}: { allowedOrigins?: readonly string[] } = {}): RemoteOverrides {
  const allowed = new Set(allowedOrigins);
  const enabled = allowed.size > 0;

  /**
   * The overrides of one request's cookie that still hold: known remote, allowed origin. Anything
   * else in the cookie (forged, stale after the allow list changed) is ignored, not an error.
   */
  function fromCookie(cookieHeader: string | undefined, remoteNames: readonly string[]): Overrides {
    if (!enabled) return {};
    const raw = readCookie(cookieHeader, OVERRIDE_COOKIE);
    if (!raw) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(decodeURIComponent(raw));
    } catch {
      return {};
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, string] =>
          remoteNames.includes(entry[0]) && typeof entry[1] === 'string' && allowed.has(entry[1]),
      ),
    );
  }

  /** The run-time config with the overridden remotes' entry and manifest at their new origin. */
  function apply<Config extends OverridableConfig>(config: Config, overrides: Overrides): Config {
    if (Object.keys(overrides).length === 0) return config;
    const remotes = { ...config.remotes };
    // Only remotes of the config are ever overridden (fromCookie, change): each keeps its other fields.
    for (const [name, origin] of Object.entries(overrides)) {
      remotes[name] = {
        ...remotes[name],
        entry: `${origin}/remoteEntry.js`,
        manifest: `${origin}/mf-manifest.json`,
      };
    }
    return { ...config, remotes };
  }

  return {
    enabled,
    allowedOrigins: [...allowed],
    forRequest(config, cookieHeader) {
      const overrides = fromCookie(cookieHeader, Object.keys(config.remotes ?? {}));
      return { config: apply(config, overrides), overrides };
    },
    change(current, query, remoteNames) {
      if (query.has('reset')) return { overrides: {} };
      const next = { ...current };
      for (const [name, value] of query) {
        if (!remoteNames.includes(name)) {
          return { error: `Remote desconhecido: "${name}". Remotes: ${remoteNames.join(', ')}.` };
        }
        if (value === '') {
          delete next[name];
          continue;
        }
        const origin = asOrigin(value);
        if (!origin || !allowed.has(origin)) {
          return {
            error: `Origem não permitida para "${name}": "${value}". Permitidas (REMOTE_OVERRIDE_ORIGINS): ${[...allowed].join(', ')}.`,
          };
        }
        next[name] = origin;
      }
      return { overrides: next };
    },
    setCookie(overrides, secure = false) {
      const empty = Object.keys(overrides).length === 0;
      return [
        `${OVERRIDE_COOKIE}=${empty ? '' : encodeOverrides(overrides)}`,
        'Path=/',
        `Max-Age=${empty ? 0 : COOKIE_MAX_AGE_S}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(secure ? ['Secure'] : []),
      ].join('; ');
    },
  };
}

/** Extra CSP sources for one request's overrides: the origins, and their dev servers' websockets. */
export function overrideSources(overrides: Overrides): RequestSources {
  const origins = Object.values(overrides);
  return {
    origins,
    sockets: origins.map((origin) => origin.replace(/^http/, 'ws')),
  };
}

/**
 * The small panel at /__remotes: the overrides of this browser and a form per remote (no script,
 * so it works under the shell's CSP as it is).
 */
export function overridesPage(
  current: Overrides,
  allowedOrigins: readonly string[],
  remoteNames: readonly string[],
  error?: string,
): string {
  const rows = remoteNames
    .map((name) => {
      const options = ['', ...allowedOrigins]
        .map(
          (origin) =>
            `<option value="${escapeHtml(origin)}"${current[name] === origin || (!current[name] && !origin) ? ' selected' : ''}>${origin ? escapeHtml(origin) : 'padrão do servidor'}</option>`,
        )
        .join('');
      return `<form method="get" action="${OVERRIDE_PATH}"><label>${escapeHtml(name)} <select name="${escapeHtml(name)}">${options}</select></label> <button type="submit">Aplicar</button></form>`;
    })
    .join('');
  const active = Object.entries(current);
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="robots" content="noindex">',
    '<title>Remotes deste navegador | Busqy</title></head><body><main>',
    '<h1>Remotes deste navegador</h1>',
    error ? `<p role="alert">${escapeHtml(error)}</p>` : '',
    active.length
      ? `<ul>${active.map(([name, origin]) => `<li>${escapeHtml(name)} → ${escapeHtml(origin)}</li>`).join('')}</ul>`
      : '<p>Nenhuma substituição: este navegador usa os remotes do servidor.</p>',
    rows,
    `<p><a href="${OVERRIDE_PATH}?reset">Remover todas</a> · <a href="/">Ir para o site</a></p>`,
    '</main></body></html>',
  ].join('');
}
