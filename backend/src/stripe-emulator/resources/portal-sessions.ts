import type { EmulatorContext } from '../context';
import { existing } from '../errors';
import { newId } from '../ids';
import type { Params } from '../params';
import type { PortalSession } from '../types';
import { validUrl } from '../urls';
import { retrieveCustomer } from './customers';

export function createPortalSession(ctx: EmulatorContext, params: Params): PortalSession {
  const customer = retrieveCustomer(ctx, params.requiredString('customer'), 'customer');
  const id = newId('bps', 24);
  const session: PortalSession = {
    id,
    object: 'billing_portal.session',
    configuration: params.string('configuration') || 'bpc_emulator_default',
    created: ctx.now(),
    customer: customer.id,
    flow: null,
    livemode: false,
    locale: params.string('locale') || null,
    on_behalf_of: null,
    return_url: validUrl(params.string('return_url'), 'return_url') ?? null,
    url: `${ctx.publicUrl}/portal/${id}`,
  };
  ctx.store.portalSessions.set(id, session);
  return session;
}

export function retrievePortalSession(ctx: EmulatorContext, id: string): PortalSession {
  return existing(ctx.store.portalSessions.get(id), 'billing_portal.session', id);
}
