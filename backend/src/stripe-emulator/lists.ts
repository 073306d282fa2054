import { invalidParam } from './errors';
import type { Params } from './params';
import type { ApiList } from './types';

/** Stripe's cursor pagination over a newest-first list: `limit` (1–100, default 10) and `starting_after`. */
export function paginate<T extends { id: string }>(
  itemsOldestFirst: T[],
  params: Params,
  url: string,
): ApiList<T> {
  const limit = params.integer('limit') ?? 10;
  if (limit < 1 || limit > 100) throw invalidParam('limit', 'This value must be between 1 and 100.');
  let items = [...itemsOldestFirst].reverse();
  const startingAfter = params.string('starting_after');
  if (startingAfter) {
    const index = items.findIndex((item) => item.id === startingAfter);
    items = index === -1 ? [] : items.slice(index + 1);
  }
  return { object: 'list', data: items.slice(0, limit), has_more: items.length > limit, url };
}

/**
 * A list filter from an optional parameter: without it every value passes; with it, only the value it
 * names (an exact, case-sensitive match, as Stripe's filters are).
 */
export function filterParam(params: Params, name: string): (value: string | null) => boolean {
  const wanted = params.string(name);
  return (value) => wanted === undefined || value === wanted;
}
