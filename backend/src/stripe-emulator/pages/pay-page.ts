import { TEST_CARDS } from '../flows/checkout-payment';
import type { CheckoutLineItem, CheckoutSession } from '../types';
import { formatMoney, intervalLabel } from './format';
import { html, jsonScript, page, type SafeHtml } from './html';

function summary(session: CheckoutSession, lineItems: CheckoutLineItem[]): SafeHtml {
  const first = lineItems[0];
  const discount = session.total_details.amount_discount;
  return html`<div class="card">
    <p class="muted">Assinatura</p>
    <h2>${first?.description ?? ''}</h2>
    <p class="amount">${formatMoney(session.amount_total, session.currency)}</p>
    <p class="muted">${intervalLabel(first?.price.recurring ?? null)}</p>
    ${
      discount > 0
        ? html`<div class="row">
              <span>Subtotal</span><span>${formatMoney(session.amount_subtotal, session.currency)}</span>
            </div>
            <div class="row">
              <span>Desconto</span><span>- ${formatMoney(discount, session.currency)}</span>
            </div>`
        : ''
    }
    ${session.customer_email ? html`<p class="muted">E-mail: ${session.customer_email}</p>` : ''}
  </div>`;
}

function closedMessage(session: CheckoutSession, redirectUrl: string | null): SafeHtml {
  const text =
    session.status === 'expired' ? 'Esta sessão de pagamento expirou.' : 'Este pagamento já foi concluído.';
  return html`<div class="card">
    <p>${text}</p>
    ${redirectUrl ? html`<a class="button secondary" href="${redirectUrl}">Continuar</a>` : ''}
  </div>`;
}

function paymentForm(session: CheckoutSession): SafeHtml {
  const acceptsCard = session.payment_method_types.includes('card');
  const acceptsBoleto = session.payment_method_types.includes('boleto');
  const initial = acceptsCard ? 'card' : 'boleto';
  return html`<form class="card" id="pay-form" novalidate>
    <h2>Forma de pagamento</h2>
    <div class="methods">
      ${acceptsCard ? html`<label><input type="radio" name="method" value="card" ${initial === 'card' ? html`checked` : ''} /> Cartão de crédito</label>` : ''}
      ${acceptsBoleto ? html`<label><input type="radio" name="method" value="boleto" ${initial === 'boleto' ? html`checked` : ''} /> Boleto</label>` : ''}
    </div>
    <div id="card-fields">
      <label for="card-number">Número do cartão</label>
      <input
        type="text"
        id="card-number"
        name="card"
        inputmode="numeric"
        autocomplete="cc-number"
        placeholder="4242 4242 4242 4242"
      />
      <div class="fields">
        <div>
          <label for="card-expiry">Validade</label
          ><input type="text" id="card-expiry" inputmode="numeric" placeholder="MM/AA" value="12/34" />
        </div>
        <div>
          <label for="card-cvc">CVC</label
          ><input type="text" id="card-cvc" inputmode="numeric" placeholder="123" value="123" />
        </div>
      </div>
      <div class="test-cards">
        <strong>Cartões de teste</strong>
        ${TEST_CARDS.map(
          (card) =>
            html`<div>
              <button type="button" data-card="${card.number}">${card.number}</button>
              ${card.outcome === 'approved' ? 'aprova' : 'recusa'}
            </div>`,
        )}
      </div>
    </div>
    <div id="boleto-info" hidden>
      <p class="muted">O boleto vence em 3 dias. O acesso é liberado após a confirmação do pagamento.</p>
    </div>
    <p class="error" id="pay-error" role="alert"></p>
    <button type="submit" id="pay-submit">Pagar</button>
    ${session.cancel_url ? html`<a class="button secondary" href="${session.cancel_url}">Voltar</a>` : ''}
  </form>`;
}

// Runs in the browser: posts to the control endpoint, then goes to the next page. Inside an iframe (the
// embedded checkout) it also tells the parent page, which may handle the navigation itself.
const PAY_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('pay-data').textContent);
  // Embedded: tell the framing page how tall the content is, so the iframe fits it (as Stripe's does)
  // instead of hiding the pay button behind an inner scroll.
  if (data.embedded && data.parentOrigin && window.parent !== window) {
    // The content's own height: the document's scrollHeight never drops below the frame's height.
    var reportHeight = function () {
      var body = document.body;
      var height = body.getBoundingClientRect().bottom + parseFloat(getComputedStyle(body).marginBottom || '0');
      window.parent.postMessage({ source: 'stripe-emulator', type: 'resize', height: height }, data.parentOrigin);
    };
    if (window.ResizeObserver) new ResizeObserver(reportHeight).observe(document.body);
    reportHeight();
  }
  var form = document.getElementById('pay-form');
  if (!form) return;
  var submit = document.getElementById('pay-submit');
  var errorBox = document.getElementById('pay-error');
  var cardInput = document.getElementById('card-number');
  var methods = Array.prototype.slice.call(document.querySelectorAll('input[name="method"]'));
  function method() {
    var checked = methods.filter(function (input) { return input.checked; })[0];
    return checked ? checked.value : 'card';
  }
  function sync() {
    var current = method();
    document.getElementById('card-fields').hidden = current !== 'card';
    document.getElementById('boleto-info').hidden = current !== 'boleto';
    submit.textContent = current === 'card' ? 'Pagar ' + data.amount : 'Gerar boleto';
  }
  methods.forEach(function (input) { input.addEventListener('change', sync); });
  Array.prototype.forEach.call(document.querySelectorAll('[data-card]'), function (button) {
    button.addEventListener('click', function () { cardInput.value = button.getAttribute('data-card'); });
  });
  sync();
  function messageFor(error) {
    if (error && error.code === 'card_declined') return 'Seu cartão foi recusado. Tente outro cartão.';
    if (error && error.code === 'incorrect_number') return 'O número do cartão é inválido.';
    return 'Não foi possível processar o pagamento. Tente novamente.';
  }
  function go(target) {
    try { (window.top || window).location.href = target; } catch (e) { window.location.href = target; }
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var payment = method();
    errorBox.textContent = '';
    submit.disabled = true;
    submit.textContent = 'Processando...';
    var body = payment === 'card' ? { payment: 'card', card: cardInput.value } : { payment: 'boleto' };
    fetch(data.completeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (json) { return { ok: response.ok, json: json }; }); })
      .then(function (result) {
        if (!result.ok) throw result.json.error || {};
        var json = result.json;
        var message = { source: 'stripe-emulator', type: 'checkout.completed', sessionId: json.session.id,
          payment: payment, paymentStatus: json.session.payment_status, redirectUrl: json.redirect_url, voucherUrl: json.voucher_url,
          redirectOnCompletion: json.session.redirect_on_completion };
        if (data.embedded && data.parentOrigin && window.parent !== window) {
          // Embedded: only the page that framed us (its origin given by emulator.js) hears it, and it
          // decides where to go next.
          window.parent.postMessage(message, data.parentOrigin);
          form.innerHTML = payment === 'boleto'
            ? '<h2>Boleto gerado</h2><p>Abrindo o boleto...</p>'
            : '<h2>Pagamento aprovado</h2><p>Obrigado! Estamos finalizando sua assinatura.</p>';
          return;
        }
        if (window.parent !== window) window.parent.postMessage(message, '*');
        var target = payment === 'boleto' ? json.voucher_url : json.redirect_url;
        if (target) return go(target);
        form.innerHTML = '<h2>Pagamento aprovado</h2><p>Você já pode fechar esta página.</p>';
      })
      .catch(function (error) {
        errorBox.textContent = messageFor(error);
        submit.disabled = false;
        sync();
      });
  });
})();`;

/** Embedded mode (the iframe emulator.js mounts): who framed the page, to answer only that origin. */
export interface EmbeddedMode {
  parentOrigin: string | null;
}

/** An http(s) origin, or null for anything else (the value comes from the query string). */
export function parentOriginOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === raw ? url.origin : null;
  } catch {
    return null;
  }
}

export function renderPayPage(
  session: CheckoutSession,
  lineItems: CheckoutLineItem[],
  redirectUrl: string | null,
  embedded: EmbeddedMode | null = null,
): string {
  const body = html`<h1>Finalizar pagamento</h1>
    ${summary(session, lineItems)}
    ${session.status === 'open' ? paymentForm(session) : closedMessage(session, redirectUrl)}
    ${jsonScript('pay-data', {
      completeUrl: `/_emulator/checkout/sessions/${session.id}/complete`,
      amount: formatMoney(session.amount_total, session.currency),
      embedded: embedded !== null,
      parentOrigin: embedded?.parentOrigin ?? null,
    })}`;
  return page('Finalizar pagamento', body, PAY_SCRIPT);
}
