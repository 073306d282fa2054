import { BadRequestException } from '@nestjs/common';

import { containsUnsafeText, TextSafetyPipe } from './text-safety.pipe';

describe('TextSafetyPipe', () => {
  const pipe = new TextSafetyPipe();

  it.each([
    ['a lone high surrogate', { email: 'a\ud800@example.com' }],
    ['a lone low surrogate', { nested: { list: ['ok', '\udc00'] } }],
    ['a NUL byte', { name: 'Ana\u0000' }],
    ['an unsafe key', { ['chave\ud800']: 'x' }],
  ])('refuses %s with a Portuguese 400', (_case, body) => {
    expect(() => pipe.transform(body, { type: 'body' })).toThrow(BadRequestException);
    expect(() => pipe.transform(body, { type: 'query' })).toThrow(/caracteres inválidos/);
  });

  it('lets well-formed text through untouched, emoji (surrogate pairs) and accents included', () => {
    const body = { name: 'José 😀', list: [1, null, true, { deep: 'ç' }] };
    expect(pipe.transform(body, { type: 'body' })).toBe(body);
    expect(containsUnsafeText('😀')).toBe(false);
    expect(containsUnsafeText(undefined)).toBe(false);
  });
});
