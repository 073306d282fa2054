import type { Response } from 'supertest';

/** The Set-Cookie line for `name` in a response, or undefined. */
export function setCookieLine(response: Response, name: string): string | undefined {
  const header = response.headers['set-cookie'] as string[] | string | undefined;
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return lines.find((line) => line.startsWith(`${name}=`));
}

/** `name=value` ready for a Cookie request header. */
export function cookiePair(response: Response, name: string): string {
  const line = setCookieLine(response, name);
  if (line === undefined) throw new Error(`No ${name} cookie was set`);
  return line.split(';', 1)[0] as string;
}
