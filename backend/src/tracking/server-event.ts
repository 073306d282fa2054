import type { MetaCapiEventDto } from './dto/meta-capi-event.dto';
import { hashEmail, hashExternalId, hashFirstName, hashPhone } from './hashing';
import type { ServerEvent } from './tracking-events';

/** What the request itself tells about the visitor (never taken from the body). */
export interface RequestContext {
  clientIpAddress: string | null;
  userAgent: string | undefined;
  /** Referer, else Origin. */
  pageUrl: string | undefined;
}

const MAX_USER_AGENT = 512;

/**
 * The Conversions API event for one POST /meta-capi: contact fields normalised and hashed, the
 * visitor's IP and user agent added, action_source 'website'. Only these hashed values leave here.
 */
export function toServerEvent(body: MetaCapiEventDto, context: RequestContext): ServerEvent {
  const user = body.user_data;
  const userData: ServerEvent['user_data'] = {};
  const set = (key: keyof ServerEvent['user_data'], value: string | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') userData[key] = value;
  };
  set('em', hashEmail(user.em));
  set('fn', hashFirstName(user.fn));
  set('ph', hashPhone(user.ph));
  set('external_id', hashExternalId(user.external_id));
  set('client_ip_address', context.clientIpAddress);
  set('client_user_agent', context.userAgent?.slice(0, MAX_USER_AGENT));

  const customData: ServerEvent['custom_data'] = {};
  for (const [key, value] of Object.entries(body.custom_data)) {
    if (typeof value === 'string' || typeof value === 'number') customData[key] = value;
  }

  const event: ServerEvent = {
    event_name: body.event_name,
    event_time: body.event_time,
    event_id: body.event_id,
    action_source: 'website',
    user_data: userData,
    custom_data: customData,
  };
  const sourceUrl = pageAddress(context.pageUrl);
  if (sourceUrl !== null) event.event_source_url = sourceUrl;
  return event;
}

/**
 * event_source_url without its query or fragment: a page address may carry anything in its query,
 * and nothing unhashed about a person may be stored (the UTM values travel in custom_data).
 */
export function pageAddress(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.slice(0, 2048);
  } catch {
    return null;
  }
}
