// Stripe's wire format: `application/x-www-form-urlencoded` with bracket notation
// (`line_items[0][price_data][currency]=brl`, `expand[]=subscription`). Every leaf value is a string.
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

// Keys that would reach Object.prototype if used as plain property names.
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function splitKey(key: string): string[] {
  const open = key.indexOf('[');
  if (open <= 0) return [key];
  const segments = [key.slice(0, open)];
  const pattern = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key.slice(open))) !== null) segments.push(match[1] ?? '');
  return segments;
}

interface Node {
  value?: string;
  children?: Map<string, Node>;
  appended?: Node[];
}

function insert(root: Node, segments: string[], value: string): void {
  let node = root;
  for (const segment of segments) {
    if (segment === '') {
      const next: Node = {};
      (node.appended ??= []).push(next);
      node = next;
      continue;
    }
    node.children ??= new Map();
    let next = node.children.get(segment);
    if (!next) {
      next = {};
      node.children.set(segment, next);
    }
    node = next;
  }
  node.value = value;
}

function isIndex(key: string): boolean {
  return /^(0|[1-9]\d*)$/.test(key);
}

function toValue(node: Node): FormValue {
  if (node.appended) return node.appended.map(toValue);
  if (!node.children) return node.value ?? '';
  const keys = [...node.children.keys()];
  if (keys.every(isIndex)) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => toValue(node.children?.get(key) ?? {}));
  }
  const out: FormObject = {};
  for (const [key, child] of node.children) out[key] = toValue(child);
  return out;
}

/** Parses a form-encoded body or query string into nested objects and arrays. */
export function parseForm(encoded: string): FormObject {
  const root: Node = { children: new Map() };
  for (const [key, value] of new URLSearchParams(encoded)) {
    const segments = splitKey(key);
    if (segments.some((segment) => FORBIDDEN_KEYS.has(segment))) continue;
    insert(root, segments, value);
  }
  const parsed = toValue(root);
  return typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
}
