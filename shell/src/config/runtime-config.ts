import type {
  CompanyLegalData,
  RuntimeConfig,
  TrackingConfig,
  TrackingEventName,
} from '../platform/contract';

export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The names come from the API (TrackingEventName, generated from its document). The browser needs them
// at run time and must not bundle the document: `satisfies` makes this object list every name and
// nothing else, so it is a compile-time check of the API's list rather than a second copy.
const TRACKING_EVENTS = Object.keys({
  checkout_iniciado: true,
  checkout_finalizado: true,
  cadastro: true,
  pagamento_confirmado: true,
  PVNewSubs: true,
  pv_cadastro_confirmado: true,
} satisfies Record<TrackingEventName, true>) as TrackingEventName[];

/**
 * Keeps only well-formed tag settings: a bad id must not break the site or end up in a script URL,
 * so it is dropped (with a warning) rather than fatal.
 */
export function parseTrackingConfig(value: unknown): TrackingConfig | undefined {
  if (value === undefined) return undefined;
  if (!isRecord(value)) {
    console.warn('[config] tracking ignored: not an object');
    return undefined;
  }
  const tracking: TrackingConfig = {};
  if (typeof value.metaPixelId === 'string' && /^\d{1,32}$/.test(value.metaPixelId)) {
    tracking.metaPixelId = value.metaPixelId;
  } else if (value.metaPixelId !== undefined) {
    console.warn('[config] tracking.metaPixelId ignored: digits expected');
  }
  if (typeof value.googleAdsId === 'string' && /^AW-\d{1,32}$/.test(value.googleAdsId)) {
    tracking.googleAdsId = value.googleAdsId;
  } else if (value.googleAdsId !== undefined) {
    console.warn('[config] tracking.googleAdsId ignored: AW-<digits> expected');
  }
  if (isRecord(value.googleAdsConversionLabels)) {
    const labels: Partial<Record<TrackingEventName, string>> = {};
    for (const event of TRACKING_EVENTS) {
      const label = value.googleAdsConversionLabels[event];
      if (typeof label === 'string' && /^[\w-]{1,100}$/.test(label)) labels[event] = label;
    }
    tracking.googleAdsConversionLabels = labels;
  }
  return tracking;
}

function parseCompany(value: unknown): CompanyLegalData | undefined {
  if (!isRecord(value)) return undefined;
  const { legalName, taxId, address } = value;
  if (typeof legalName !== 'string' || typeof taxId !== 'string' || typeof address !== 'string') {
    console.warn('[config] company ignored: legalName, taxId and address expected');
    return undefined;
  }
  return { legalName, taxId, address };
}

/** Shape check, so a broken deployment fails with a clear message instead of deep in the router. */
export function parseRuntimeConfig(value: unknown): RuntimeConfig {
  if (!isRecord(value) || !isRecord(value.remotes) || !isRecord(value.firebase) || !isRecord(value.links)) {
    throw new Error('runtime-config.json: remotes, firebase and links are required');
  }
  for (const [name, remote] of Object.entries(value.remotes)) {
    if (!isRecord(remote) || typeof remote.entry !== 'string' || !Array.isArray(remote.routes)) {
      throw new Error(`runtime-config.json: remote "${name}" needs an entry and routes`);
    }
    for (const route of remote.routes as unknown[]) {
      if (
        !isRecord(route) ||
        typeof route.path !== 'string' ||
        !['open', 'protected'].includes(String(route.access))
      ) {
        throw new Error(`runtime-config.json: remote "${name}" has an invalid route`);
      }
    }
  }
  const { tracking: _dropped, company: _unchecked, ...config } = value as unknown as RuntimeConfig;
  const tracking = parseTrackingConfig(value.tracking);
  const company = parseCompany(value.company);
  return { ...config, ...(company ? { company } : {}), ...(tracking ? { tracking } : {}) };
}

/** Id of the `<script type="application/json">` block the shell server writes into every page. */
export const INLINE_RUNTIME_CONFIG_ID = 'runtime-config';

/**
 * The config the server inlined in the page, or null when there is none or it is unreadable (the
 * page was served by a plain static host, or mangled): the caller then fetches it.
 */
export function readInlineRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const element = doc.getElementById(INLINE_RUNTIME_CONFIG_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  if (!inlineConfigs.has(element)) inlineConfigs.set(element, parseInlineBlock(element));
  return inlineConfigs.get(element) ?? null;
}

/** Each block read once: the entry and the bootstrap both ask for it (one parse, one warning). */
const inlineConfigs = new WeakMap<Element, RuntimeConfig | null>();

function parseInlineBlock(element: Element): RuntimeConfig | null {
  try {
    return parseRuntimeConfig(JSON.parse(element.textContent ?? ''));
  } catch (error) {
    console.warn('[config] inline runtime config ignored', error);
    return null;
  }
}

/** The runtime config: inlined in the page when the shell server wrote it, else fetched. */
export async function fetchRuntimeConfig(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  doc: Document = document,
): Promise<RuntimeConfig> {
  const inline = readInlineRuntimeConfig(doc);
  if (inline) return inline;
  const response = await fetchImpl(RUNTIME_CONFIG_PATH, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${RUNTIME_CONFIG_PATH} answered ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
