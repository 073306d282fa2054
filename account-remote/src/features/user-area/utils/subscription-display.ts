import type { UserProfile } from '../types/user-profile';

/** SPEC §3 Status label: 'Ativa' if active; 'Inativa' if explicitly inactive; else the status; else 'Processando'. */
export function statusLabel(
  profile: Pick<UserProfile, 'subscription_active' | 'subscription_status'>,
): string {
  if (profile.subscription_active === true) return 'Ativa';
  if (profile.subscription_active === false) return 'Inativa';
  return profile.subscription_status || 'Processando';
}

const dateFormat = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** A date as pt-BR shows it (dd/mm/aaaa), or 'N/A' when absent or invalid. Numbers are Unix seconds. */
export function formatDate(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = typeof value === 'number' ? new Date(value * 1000) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : dateFormat.format(date);
}
