import { knownUser, type KnownUser } from '../../../lib/known-user';
import type { ConsentChoice } from '../stores/consent-store';
import type { ApiClient, PlatformAuth, Tracking, TypedStorage } from '../../../platform/contract';
import { readAttribution } from '../utils/attribution';
import { buildCapiEvent, customData, eventUser, type EventCustomData } from '../utils/capi-event';
import { newEventId } from '../utils/event-id';
import type { TrackingEventName } from '../../../platform/contract';

export const CAPI_PATH = '/meta-capi';

const NOBODY: KnownUser = { email: null, name: null, phone: null, uid: null };

/** Browser tags (Meta pixel, Google Ads); they decide themselves whether they may send. */
export interface BrowserTags {
  send(event: TrackingEventName, eventId: string, custom: EventCustomData): void;
}

interface TrackingDeps {
  api: Pick<ApiClient, 'post'>;
  auth: Pick<PlatformAuth, 'getState'>;
  storage: TypedStorage;
  tags?: BrowserTags;
  /** The visitor's answer to the consent banner now (null: not answered, which counts as no). */
  consent?: () => ConsentChoice | null;
  now?: () => number;
}

/** platform.tracking: one business event → browser tags + server copy with the same event_id. */
export function createTracking({
  api,
  auth,
  storage,
  tags,
  consent = () => null,
  now = Date.now,
}: TrackingDeps): Tracking {
  return {
    track(event, data = {}) {
      // SPEC §8 'Other': tracking failures are only logged, never surface to the visitor.
      try {
        const eventId = newEventId();
        const custom = customData(data, readAttribution(storage));
        try {
          tags?.send(event, eventId, custom);
        } catch (error) {
          console.error('[tracking] browser tag failed', error);
        }
        // The server stores and forwards an event only with consent (LGPD); without it the browser does
        // not even send who the visitor is.
        const granted = consent() === 'granted';
        const body = buildCapiEvent({
          event,
          eventId,
          timeMs: now(),
          user: granted ? eventUser(data, knownUser(auth.getState(), storage)) : NOBODY,
          custom,
          consent: granted ? 'granted' : 'denied',
        });
        api
          .post(CAPI_PATH, body)
          .catch((error: unknown) => console.error('[tracking] /meta-capi failed', error));
      } catch (error) {
        console.error('[tracking] could not track', event, error);
      }
    },
  };
}
