/**
 * SPEC §1: 13 partner stores and programs. Shown as text marks (the stores' names in a neutral
 * style), not their logos, which are trademarks.
 */
export interface Partner {
  name: string;
  /** A colour for the monogram, loosely evoking the store without copying its mark. */
  tint: string;
}

export const PARTNERS: readonly Partner[] = [
  { name: 'Amazon', tint: '#f59e0b' },
  { name: 'Mercado Livre', tint: '#eab308' },
  { name: 'Shopee', tint: '#f97316' },
  { name: 'Magazine Luiza', tint: '#2563eb' },
  { name: 'AliExpress', tint: '#dc2626' },
  { name: 'Americanas', tint: '#e11d48' },
  { name: 'Casas Bahia', tint: '#1d4ed8' },
  { name: 'Netshoes', tint: '#7c3aed' },
  { name: 'KaBuM!', tint: '#ea580c' },
  { name: 'Submarino', tint: '#0ea5e9' },
  { name: 'Natura', tint: '#d97706' },
  { name: 'Awin', tint: '#0f766e' },
  { name: 'Lomadee', tint: '#16a34a' },
];
