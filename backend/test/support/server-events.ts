import type { ServerEvent } from '../../src/tracking/tracking-events';

/** A stored sign-up event ('cadastro', now) with the given id and customer data. */
export function cadastroEvent(
  eventId: string,
  userData: ServerEvent['user_data'],
  customData: ServerEvent['custom_data'] = {},
): ServerEvent {
  return {
    event_name: 'cadastro',
    event_time: Math.floor(Date.now() / 1000),
    event_id: eventId,
    action_source: 'website',
    user_data: userData,
    custom_data: customData,
  };
}
