import { invalidParam, missingParam } from './errors';
import type { FormObject, FormValue } from './form-body';

export type Metadata = Record<string, string>;

/** Typed reads of a parsed form body; error messages name the bracketed parameter like Stripe does. */
export class Params {
  constructor(
    private readonly values: FormObject,
    private readonly prefix = '',
  ) {}

  static of(value: unknown): Params {
    return new Params(isFormObject(value) ? value : {});
  }

  name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  keys(): string[] {
    return Object.keys(this.values);
  }

  string(key: string): string | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') throw invalidParam(this.name(key), `Invalid string: ${this.name(key)}`);
    return value;
  }

  /** A string that must be present and non-empty. */
  requiredString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === '') throw missingParam(this.name(key));
    return value;
  }

  integer(key: string): number | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (!/^-?\d+$/.test(raw))
      throw invalidParam(this.name(key), `Invalid integer: ${raw}`, 'parameter_invalid_integer');
    return Number(raw);
  }

  number(key: string): number | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) {
      throw invalidParam(this.name(key), `Invalid decimal: ${raw}`, 'parameter_invalid_decimal');
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (raw !== 'true' && raw !== 'false') throw invalidParam(this.name(key), `Invalid boolean: ${raw}`);
    return raw === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const raw = this.string(key);
    if (raw === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(raw)) {
      throw invalidParam(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`);
    }
    return raw as T;
  }

  child(key: string): Params | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (!isFormObject(value)) throw invalidParam(this.name(key), `Invalid object: ${this.name(key)}`);
    return new Params(value, this.name(key));
  }

  /** An array of objects (`line_items[0][...]`). */
  list(key: string): Params[] {
    const value = this.values[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw invalidParam(this.name(key), `Invalid array: ${this.name(key)}`);
    return value.map((item, index) => {
      if (!isFormObject(item)) throw invalidParam(`${this.name(key)}[${index}]`, 'Invalid object');
      return new Params(item, `${this.name(key)}[${index}]`);
    });
  }

  /** An array of strings (`expand[]=a` or `expand[0]=a`); a lone string counts as one element. */
  stringList(key: string): string[] {
    const value = this.values[key];
    if (value === undefined) return [];
    if (typeof value === 'string') return value === '' ? [] : [value];
    if (!Array.isArray(value) || !value.every((item): item is string => typeof item === 'string')) {
      throw invalidParam(this.name(key), `Invalid array: ${this.name(key)}`);
    }
    return value;
  }

  /**
   * Metadata merged onto `current`: an empty string unsets a key, and `metadata=` unsets all of them
   * (Stripe's rule). Returns undefined when the parameter is absent.
   */
  metadata(key: string, current: Metadata = {}): Metadata | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return {};
    if (!isFormObject(value)) throw invalidParam(this.name(key), `Invalid hash: ${this.name(key)}`);
    const merged: Metadata = { ...current };
    for (const [entryKey, entryValue] of Object.entries(value)) {
      if (typeof entryValue !== 'string') {
        throw invalidParam(`${this.name(key)}[${entryKey}]`, 'Metadata values must be strings.');
      }
      if (entryValue === '') delete merged[entryKey];
      else merged[entryKey] = entryValue;
    }
    return merged;
  }
}

function isFormObject(value: FormValue | unknown): value is FormObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
