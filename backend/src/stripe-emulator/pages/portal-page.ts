import type { Customer, Price, PortalSession, Subscription } from '../types';
import { formatDate, formatMoney, intervalLabel, subscriptionStatusLabel } from './format';
import { html, page, type SafeHtml } from './html';

const CANCELABLE = new Set(['active', 'trialing', 'past_due', 'incomplete', 'unpaid']);

export interface PortalNames {
  planName(subscription: Subscription): string;
  productName(price: Price): string;
  /** Prices the subscription may switch to. */
  switchOptions(subscription: Subscription): Price[];
}

function switchForm(portal: PortalSession, subscription: Subscription, names: PortalNames): SafeHtml | '' {
  const options = names.switchOptions(subscription);
  if (options.length === 0) return '';
  const selectId = `plan-${subscription.id}`;
  return html`<form method="post" action="/portal/${portal.id}/switch">
    <input type="hidden" name="subscription" value="${subscription.id}" />
    <label for="${selectId}">Trocar de plano</label>
    <select id="${selectId}" name="price">
      ${options.map(
        (price) =>
          html`<option value="${price.id}">
            ${names.productName(price)} — ${formatMoney(price.unit_amount, price.currency)}
            ${intervalLabel(price.recurring)}
          </option>`,
      )}
    </select>
    <button type="submit" class="secondary">Trocar plano</button>
  </form>`;
}

function subscriptionCard(portal: PortalSession, subscription: Subscription, names: PortalNames): SafeHtml {
  const planName = names.planName;
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
    ${switchForm(portal, subscription, names)}
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

/** The billing portal: the customer's subscriptions, each with 'Trocar de plano' and 'Cancelar assinatura', and 'Voltar'. */
export function renderPortalPage(
  portal: PortalSession,
  customer: Customer,
  subscriptions: Subscription[],
  names: PortalNames,
): string {
  const body = html`<h1>Gerenciar assinatura</h1>
    <p class="muted">${customer.email ?? customer.id}</p>
    ${
      subscriptions.length > 0
        ? subscriptions.map((subscription) => subscriptionCard(portal, subscription, names))
        : html`<div class="card"><p>Você não tem assinaturas.</p></div>`
    }
    ${portal.return_url ? html`<a class="button secondary" href="${portal.return_url}">Voltar</a>` : ''}`;
  return page('Gerenciar assinatura', body);
}
