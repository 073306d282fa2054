import { BadRequestException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * How deeply a JSON body may nest objects and arrays. Our DTOs nest two levels; the validation pipe and
 * class-transformer walk a body recursively, so a body 10,000 levels deep used to overflow the stack
 * (a 500). It is refused while parsing instead, by an iterative check.
 */
export const MAX_JSON_DEPTH = 32;
export const JSON_TOO_DEEP_MESSAGE = 'O JSON enviado tem níveis de aninhamento demais.';

type ParserDone = (error: Error | null, body?: unknown) => void;

/**
 * The API's JSON parser: Fastify's (prototype poisoning refused), except that an empty body is "no body"
 * (the shell posts clear-cookie with a JSON content type and nothing in it) instead of a 400, and that
 * a body nested deeper than MAX_JSON_DEPTH is a 400.
 */
export function registerJsonBodyParser(app: NestFastifyApplication, bodyLimit: number): void {
  const parse = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (request, body, done: ParserDone) => {
    if (body.length === 0) return done(null, undefined);
    parse(request as Parameters<typeof parse>[0], body.toString('utf8'), (error, value) => {
      if (error) return done(error);
      if (jsonDepthExceeds(value, MAX_JSON_DEPTH))
        return done(new BadRequestException(JSON_TOO_DEEP_MESSAGE));
      done(null, value);
    });
  });
}

/** Whether objects and arrays nest more than `maxDepth` levels (the outermost one is level 1). */
export function jsonDepthExceeds(value: unknown, maxDepth: number): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
