import { formatDate, statusLabel } from './subscription-display';

describe('statusLabel', () => {
  it.each([
    [{ subscription_active: true, subscription_status: 'past_due' }, 'Ativa'],
    [{ subscription_active: false, subscription_status: 'active' }, 'Inativa'],
    [{ subscription_active: null, subscription_status: 'incomplete' }, 'incomplete'],
    [{ subscription_status: 'trialing' }, 'trialing'],
    [{ subscription_active: null, subscription_status: null }, 'Processando'],
    [{ subscription_status: '' }, 'Processando'],
    [{}, 'Processando'],
  ])('labels %j as %s', (profile, label) => {
    expect(statusLabel(profile)).toBe(label);
  });
});

describe('formatDate', () => {
  it('shows Unix seconds and ISO dates as pt-BR dates', () => {
    expect(formatDate(Date.UTC(2025, 4, 17, 12) / 1000)).toBe('17/05/2025');
    expect(formatDate('2025-01-02T12:00:00.000Z')).toBe('02/01/2025');
  });

  it.each([null, undefined, '', 'não é data', Number.NaN])('shows N/A for %j', (value) => {
    expect(formatDate(value)).toBe('N/A');
  });
});
