import type { MetaCapiEvent } from '@busqy/api-types';
import type { KnownUser } from '../../../lib/known-user';
import type { TrackingEventData, TrackingEventName } from '../../../platform/contract';
import type { Attribution } from './attribution';

/** The body of POST /meta-capi (SPEC §3, §7). User data is sent plain: the API hashes it. */
export type CapiEvent = MetaCapiEvent;

/** custom_data: the business fields, BRL, and the campaign attribution (every Attribution key). */
export type EventCustomData = MetaCapiEvent['custom_data'] & Attribution;

/** custom_data: the business fields of the event, BRL, and the stored campaign attribution. */
export function customData(data: TrackingEventData, attribution: Attribution): EventCustomData {
  const custom: EventCustomData = { ...attribution, currency: 'BRL' };
  if (data.subscription_plan) custom.subscription_plan = data.subscription_plan;
  if (data.interval) custom.interval = data.interval;
  if (typeof data.value === 'number' && Number.isFinite(data.value)) custom.value = data.value;
  if (data.coupon) custom.coupon = data.coupon;
  return custom;
}

/** The event's user: data.user field by field, else what the browser knows. */
export function eventUser(data: TrackingEventData, known: KnownUser): KnownUser {
  const given = data.user ?? {};
  return {
    email: given.email || known.email,
    name: given.name || known.name,
    phone: given.phone || known.phone,
    uid: given.uid || known.uid,
  };
}

export function buildCapiEvent(input: {
  event: TrackingEventName;
  eventId: string;
  timeMs: number;
  user: KnownUser;
  custom: EventCustomData;
  consent: NonNullable<CapiEvent['consent']>;
}): CapiEvent {
  const { event, eventId, timeMs, user, custom, consent } = input;
  const userData: CapiEvent['user_data'] = { em: user.email, fn: user.name };
  if (user.uid) userData.external_id = user.uid;
  if (user.phone) userData.ph = user.phone;
  return {
    event_name: event,
    event_time: Math.floor(timeMs / 1000),
    event_id: eventId,
    user_data: userData,
    custom_data: custom,
    consent,
  };
}
