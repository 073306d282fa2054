import { type ArgumentMetadata, BadRequestException, Injectable, type PipeTransform } from '@nestjs/common';

export const UNSAFE_TEXT_MESSAGE =
  'O texto enviado contém caracteres inválidos (caractere nulo ou UTF-16 incompleto).';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A lone UTF-16 surrogate cannot be encoded as UTF-8 (PostgreSQL refuses it); NUL ends C strings. */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** Whether any string in `value` (object keys included, at any depth) is unsafe text. Iterative. */
export function containsUnsafeText(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (isUnsafeText(next)) return true;
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, child] of Object.entries(next)) {
        if (isUnsafeText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Runs before the validation pipe on every body, query and route parameter of the API: a string with
 * a NUL byte or a lone surrogate is a Portuguese 400 for every route at once, instead of reaching a
 * service or the database (where it used to be a 500).
 */
@Injectable()
export class TextSafetyPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type !== 'custom' && containsUnsafeText(value)) {
      throw new BadRequestException(UNSAFE_TEXT_MESSAGE);
    }
    return value;
  }
}
