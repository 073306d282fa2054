import type { Recurring } from '../types';

const DATE = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 4990 → 'R$ 49,90'; 112740 → 'R$ 1.127,40' (SPEC: prices displayed as 'R$ x,xx'). */
export function formatMoney(cents: number, currency = 'brl'): string {
  const negative = cents < 0;
  const [whole = '0', fraction = '00'] = (Math.abs(cents) / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const symbol = currency.toLowerCase() === 'brl' ? 'R$' : currency.toUpperCase();
  return `${negative ? '- ' : ''}${symbol} ${grouped},${fraction}`;
}

export function formatDate(unixSeconds: number | null): string {
  return unixSeconds === null ? 'N/A' : DATE.format(new Date(unixSeconds * 1000));
}

/** 'por mês', 'a cada 6 meses', 'por ano'… */
export function intervalLabel(recurring: Pick<Recurring, 'interval' | 'interval_count'> | null): string {
  if (!recurring) return 'pagamento único';
  const names = {
    day: ['dia', 'dias'],
    week: ['semana', 'semanas'],
    month: ['mês', 'meses'],
    year: ['ano', 'anos'],
  } as const;
  const [singular, plural] = names[recurring.interval];
  return recurring.interval_count === 1 ? `por ${singular}` : `a cada ${recurring.interval_count} ${plural}`;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Ativa',
  trialing: 'Em período de teste',
  past_due: 'Pagamento pendente',
  unpaid: 'Não paga',
  incomplete: 'Aguardando pagamento',
  incomplete_expired: 'Expirada',
  canceled: 'Cancelada',
  paused: 'Pausada',
};

export function subscriptionStatusLabel(status: string): string {
  return STATUS_LABELS[status] ?? status;
}
