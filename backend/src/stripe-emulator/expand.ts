import { invalidParam } from './errors';

/** What a resolver answers for one field: the object to put there, nothing to do, or "not expandable". */
export type ExpandAnswer = { replace: unknown } | 'leave' | 'not_expandable';
export type ExpandResolver = (owner: Record<string, unknown>, field: string) => ExpandAnswer;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function expandPath(target: unknown, segments: string[], path: string, resolve: ExpandResolver): void {
  if (Array.isArray(target)) {
    for (const item of target) expandPath(item, segments, path, resolve);
    return;
  }
  if (!isRecord(target)) return;
  const [head, ...rest] = segments;
  if (head === undefined) return;
  // `data.customer` on a list, `items.data.price` inside an object: `data` walks into the list.
  if (
    head === 'data' &&
    Array.isArray(target['data']) &&
    (target['object'] === 'list' || target['object'] === 'search_result')
  ) {
    expandPath(target['data'], rest, path, resolve);
    return;
  }
  const answer = resolve(target, head);
  if (answer === 'not_expandable')
    throw invalidParam('expand', `This property cannot be expanded (${path}).`);
  if (answer !== 'leave') target[head] = structuredClone(answer.replace);
  if (rest.length > 0) expandPath(target[head], rest, path, resolve);
}

/** A copy of `object` with Stripe's `expand[]` paths (`subscription`, `data.customer`, `items.data.price.product`) filled in. */
export function expandObject<T>(object: T, paths: readonly string[], resolve: ExpandResolver): T {
  if (paths.length === 0) return object;
  if (paths.some((path) => path.split('.').length > 4)) {
    throw invalidParam('expand', 'You cannot expand more than 4 levels of a property.');
  }
  const copy = structuredClone(object);
  for (const path of paths) expandPath(copy, path.split('.'), path, resolve);
  return copy;
}
