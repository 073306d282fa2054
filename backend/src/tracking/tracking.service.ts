import { Inject, Injectable } from '@nestjs/common';
import type { BlockList } from 'node:net';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientIpAddress, trustedProxySet } from './client-ip';
import type { MetaCapiEventDto } from './dto/meta-capi-event.dto';
import { OutboxRepository } from './outbox.repository';
import { toServerEvent } from './server-event';

/** The parts of an incoming request the event needs. */
export interface IncomingRequest {
  socketAddress: string | undefined;
  headers: Record<string, string | string[] | undefined>;
}

function header(headers: IncomingRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

@Injectable()
export class TrackingService {
  private readonly trustedProxies: BlockList;

  constructor(
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.trustedProxies = trustedProxySet(config.tracking.trustedProxies);
  }

  /**
   * Hashes and stores the event in the outbox; resolves once it is committed. A repeated event_id is
   * a no-op (the browser may retry): resolves false then.
   */
  record(body: MetaCapiEventDto, request: IncomingRequest): Promise<boolean> {
    const event = toServerEvent(body, {
      clientIpAddress: clientIpAddress(
        request.socketAddress,
        request.headers['x-forwarded-for'],
        this.trustedProxies,
      ),
      userAgent: header(request.headers, 'user-agent'),
      pageUrl: header(request.headers, 'referer') ?? header(request.headers, 'origin'),
    });
    return this.outbox.insert(event);
  }
}
