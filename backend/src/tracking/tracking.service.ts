import { ForbiddenException, Inject, Injectable, Logger, UnauthorizedException } from '@nestjs/common';

import { AuthService } from '../auth/auth.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { VerifiedIdentity } from '../identity/identity-provider';
import { clientKey } from '../rate-limit/client-key';
import { RateLimiterService } from '../rate-limit/rate-limiter.service';
import { TooManyRequestsException } from '../rate-limit/too-many-requests.exception';
import { type PaidSession, PaidSessionsService } from '../stripe/paid-sessions.service';
import type { MetaCapiEventDto } from './dto/meta-capi-event.dto';
import { OutboxRepository } from './outbox.repository';
import { hashEmail, hashExternalId } from './hashing';
import { toServerEvent } from './server-event';
import { PURCHASE_EVENT_NAMES, type ServerEvent } from './tracking-events';

export const TRACKING_MESSAGES = {
  tooMany: 'Muitos eventos enviados. Tente novamente em instantes.',
  purchaseNeedsPayment: 'Evento de compra aceito apenas para um pagamento confirmado da sua conta',
} as const;

/** The parts of an incoming request the event needs. */
export interface IncomingRequest {
  /** The client's address as Fastify's trustProxy resolved it (TRUSTED_PROXIES). */
  ip: string;
  headers: Record<string, string | string[] | undefined>;
  cookies: Record<string, string | undefined> | undefined;
}

function header(headers: IncomingRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

@Injectable()
export class TrackingService {
  private readonly logger = new Logger('Tracking');

  constructor(
    private readonly outbox: OutboxRepository,
    private readonly limiter: RateLimiterService,
    private readonly auth: AuthService,
    private readonly paidSessions: PaidSessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Hashes and stores the event in the outbox; resolves once it is committed. Rate limited per client.
   * A repeated event (same sender and event_id; for purchases, same paid session) is a no-op: resolves
   * false then, as when the outbox is full. Purchase events (pagamento_confirmado, PVNewSubs) need a
   * signed-in user with a paid session, whose plan, value and currency replace the body's.
   */
  async record(body: MetaCapiEventDto, request: IncomingRequest): Promise<boolean> {
    const verdict = await this.limiter.take([
      {
        key: `tracking:ip:${clientKey(request.ip)}`,
        limit: this.config.rateLimits.trackingPerClientPerMinute,
        windowMs: 60_000,
      },
    ]);
    if (!verdict.allowed)
      throw new TooManyRequestsException(TRACKING_MESSAGES.tooMany, verdict.retryAfterSeconds);

    // LGPD: without consent nothing about the visitor is stored or sent, not even an anonymous event
    // (TRACKING.md says why). Answered like an accepted event so the browser has nothing to retry.
    if (body.consent !== 'granted') return false;

    const user = await this.signedInUser(request);
    dropForeignIdentity(body, user);
    const event = toServerEvent(body, {
      clientIpAddress: request.ip,
      userAgent: header(request.headers, 'user-agent'),
      pageUrl: header(request.headers, 'referer') ?? header(request.headers, 'origin'),
    });
    let dedupeKey = `${user === null ? `ip:${request.ip}` : `uid:${user.uid}`}:${event.event_id}`;
    if (PURCHASE_EVENT_NAMES.has(event.event_name)) {
      const paid = user === null ? null : await this.paidSessions.latestPaidSession(user.uid);
      if (paid === null) throw new ForbiddenException(TRACKING_MESSAGES.purchaseNeedsPayment);
      applyPaidSession(event, paid);
      // One of each purchase event per paid session, whatever event_id the browser picked.
      dedupeKey = `purchase:${paid.id}:${event.event_name}`;
    }
    if (await this.outbox.isFull(this.config.tracking.outboxMaxRows)) {
      this.logger.warn(`Tracking outbox full (${this.config.tracking.outboxMaxRows} rows): event dropped`);
      return false;
    }
    return this.outbox.insert(event, dedupeKey);
  }

  private async signedInUser(request: IncomingRequest): Promise<VerifiedIdentity | null> {
    const authorization = header(request.headers, 'authorization');
    const sessionCookie = request.cookies?.[this.config.session.cookieName];
    if (authorization === undefined && !sessionCookie) return null;
    try {
      return await this.auth.identify({ authorization, sessionCookie });
    } catch (error) {
      if (error instanceof UnauthorizedException) return null;
      throw error;
    }
  }
}

/**
 * An e-mail or external id in an event must be the signed-in user's own: anyone could otherwise tie
 * a stranger's address to their own browsing. A foreign one is dropped (the event still counts).
 */
function dropForeignIdentity(body: MetaCapiEventDto, user: VerifiedIdentity | null): void {
  const data = body.user_data;
  if (data.em !== null && data.em !== undefined && data.em !== '') {
    const own = user?.email ? hashEmail(user.email) : null;
    if (own === null || hashEmail(data.em) !== own) delete data.em;
  }
  if (
    data.external_id !== undefined &&
    (user === null || hashExternalId(data.external_id) !== hashExternalId(user.uid))
  ) {
    delete data.external_id;
  }
}

/** Money and plan come from the paid session; the browser's values are dropped. */
function applyPaidSession(event: ServerEvent, paid: PaidSession): void {
  const data = event.custom_data;
  delete data['coupon'];
  delete data['subscription_plan'];
  delete data['interval'];
  data['value'] = paid.value;
  data['currency'] = paid.currency;
  if (paid.plan !== null) data['subscription_plan'] = paid.plan;
  if (paid.interval !== null) data['interval'] = paid.interval;
  if (paid.coupon !== null) data['coupon'] = paid.coupon;
}
