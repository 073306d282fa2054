import type { Customer, PortalSession, Subscription } from '../types';
import { formatDate, formatMoney, intervalLabel, subscriptionStatusLabel } from './format';
import { html, page, type SafeHtml } from './html';

const CANCELABLE = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid']);

function subscriptionCard(
  portal: PortalSession,
  subscription: Subscription,
  planName: (subscription: Subscription) => string,
): SafeHtml {
  const item = subscription.items.data[0];
  const price = item
    ? `${formatMoney(item.price.unit_amount * item.quantity, item.price.currency)} ${intervalLabel(item.price.recurring)}`
    : '';
  const periodLine =
    subscription.status === 'canceled'
      ? html`Cancelada em ${formatDate(subscription.canceled_at)}`
      : subscription.cancel_at_period_end
        ? html`Acesso até ${formatDate(subscription.current_period_end)}`
        : html`Período atual termina em ${formatDate(subscription.current_period_end)}`;
  return html`<div class="card" data-subscription="${subscription.id}">
    <h2>${planName(subscription)}</h2>
    <p class="muted">${price}</p>
    <div class="row"><span>Status</span><strong>${subscriptionStatusLabel(subscription.status)}</strong></div>
    <p class="muted">${periodLine}</p>
    ${
      CANCELABLE.has(subscription.status)
        ? html`<form method="post" action="/portal/${portal.id}/cancel">
            <input type="hidden" name="subscription" value="${subscription.id}" />
            <button type="submit" class="danger">Cancelar assinatura</button>
          </form>`
        : ''
    }
  </div>`;
}

/** The billing portal: the customer's subscriptions, each with 'Cancelar assinatura', and 'Voltar'. */
export function renderPortalPage(
  portal: PortalSession,
  customer: Customer,
  subscriptions: Subscription[],
  planName: (subscription: Subscription) => string,
): string {
  const body = html`<h1>Gerenciar assinatura</h1>
    <p class="muted">${customer.email ?? customer.id}</p>
    ${
      subscriptions.length > 0
        ? subscriptions.map((subscription) => subscriptionCard(portal, subscription, planName))
        : html`<div class="card"><p>Você não tem assinaturas.</p></div>`
    }
    ${portal.return_url ? html`<a class="button secondary" href="${portal.return_url}">Voltar</a>` : ''}`;
  return page('Gerenciar assinatura', body);
}
