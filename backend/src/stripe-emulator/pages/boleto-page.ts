import type { BoletoVoucher } from '../store';
import type { CheckoutSession } from '../types';
import { formatDate, formatMoney } from './format';
import { html, jsonScript, page } from './html';

function statusBlock(boleto: BoletoVoucher): ReturnType<typeof html> {
  if (boleto.status === 'paid') return html`<p><strong>Pagamento confirmado.</strong></p>`;
  if (boleto.status === 'expired')
    return html`<p><strong>Boleto expirado.</strong> O pagamento não foi recebido.</p>`;
  return html`<p class="muted">Simulação: escolha o que acontece com este boleto.</p>
    <p class="error" id="boleto-error" role="alert"></p>
    <button type="button" id="boleto-paid" data-outcome="paid">Marcar como pago</button>
    <button type="button" id="boleto-expire" class="secondary" data-outcome="expired">
      Expirar boleto
    </button>`;
}

const BOLETO_SCRIPT = `(function () {
  var data = JSON.parse(document.getElementById('boleto-data').textContent);
  Array.prototype.forEach.call(document.querySelectorAll('[data-outcome]'), function (button) {
    button.addEventListener('click', function () {
      button.disabled = true;
      fetch(data.settleUrl, { method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: button.getAttribute('data-outcome') }) })
        .then(function (response) {
          if (!response.ok) throw new Error(String(response.status));
          window.location.reload();
        })
        .catch(function () {
          button.disabled = false;
          document.getElementById('boleto-error').textContent = 'Não foi possível atualizar o boleto. Tente novamente.';
        });
    });
  });
})();`;

/** The voucher a customer would print or pay in a banking app, with the emulator's "paid"/"expired" switches. */
export function renderBoletoPage(
  session: CheckoutSession,
  boleto: BoletoVoucher,
  backUrl: string | null,
): string {
  const body = html`<h1>Boleto gerado</h1>
    <div class="card">
      <p class="amount">${formatMoney(boleto.amount, session.currency)}</p>
      <p class="muted">Vencimento: ${formatDate(boleto.expires_at)}</p>
      <label>Linha digitável</label>
      <p class="barcode" id="boleto-number">${boleto.number}</p>
      ${statusBlock(boleto)}
      ${backUrl ? html`<a class="button secondary" id="boleto-back" href="${backUrl}">Voltar à loja</a>` : ''}
    </div>
    ${jsonScript('boleto-data', { settleUrl: `/_emulator/checkout/sessions/${session.id}/boleto` })}`;
  return page('Boleto', body, BOLETO_SCRIPT);
}
