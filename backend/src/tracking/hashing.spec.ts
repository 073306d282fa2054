import {
  hashEmail,
  hashExternalId,
  hashFirstName,
  hashPhone,
  normalizeEmail,
  normalizeFirstName,
  normalizePhone,
} from './hashing';

// Digests computed outside this code (printf '%s' … | sha256sum), so the tests do not trust sha256Hex.
const SHA256 = {
  'john_smith@gmail.com': '62a14e44f765419d10fea99367361a727c12365e2520f32218d505ed9aa0f62f',
  john: '96d9632f363564cc3032521409cf22a852f2032eec099ed5967c0d000cec607a',
  mary: '6915771be1c5aa0c886870b6951b03d7eafc121fea0e80a5ea83beb7c449f4ec',
  valéry: '08e1996b5dd49e62a4b4c010d44e4345592a863bb9f8e3976219bac29417149c',
  '16505551212': 'e323ec626319ca94ee8bff2e4c87cf613be6ea19919ed1364124e16807ab3176',
  '5511987654321': '029c7290f14c4516673508635f0519db95f7daf42057fd0e4ad1de84c5408a66',
  '551132654321': 'a2b7758b7c582003fb52f3bb8f1f6e9541e9bfcc32fe4ee3ba5be428d09c20bd',
  'user-42': '6d894aa3ee802549d7f340e7c1cf0d1c1cb14cd84f768d92ffaa6785337c4997',
};

describe('Meta customer information: e-mail (em)', () => {
  it("follows Meta's example: 'John_Smith@gmail.com' → sha256('john_smith@gmail.com')", () => {
    expect(normalizeEmail('John_Smith@gmail.com')).toBe('john_smith@gmail.com');
    expect(hashEmail('John_Smith@gmail.com')).toBe(SHA256['john_smith@gmail.com']);
  });

  it('trims surrounding whitespace before hashing', () => {
    expect(hashEmail('  JOHN_SMITH@GMAIL.COM \n')).toBe(SHA256['john_smith@gmail.com']);
  });
});

describe('Meta customer information: first name (fn)', () => {
  it('lowercases and drops punctuation and spaces', () => {
    expect(hashFirstName('John')).toBe(SHA256.john);
    expect(hashFirstName(' Mary. ')).toBe(SHA256.mary);
    expect(normalizeFirstName("O'Neil-Smith Jr.")).toBe('oneilsmithjr');
  });

  it('keeps non-Roman letters as UTF-8 (Valéry → valéry), whatever the Unicode composition', () => {
    expect(hashFirstName('Valéry')).toBe(SHA256.valéry);
    expect(hashFirstName('Vale\u0301ry')).toBe(SHA256.valéry);
  });
});

describe('Meta customer information: phone (ph)', () => {
  it("follows Meta's example: symbols removed, country code kept (+1 (650) 555-1212 → 16505551212)", () => {
    expect(normalizePhone('+1 (650) 555-1212')).toBe('16505551212');
    expect(hashPhone('+1 (650) 555-1212')).toBe(SHA256['16505551212']);
  });

  it("prefixes Brazil's 55 to a number with DDD only (10 or 11 digits), as the sign-up form takes it", () => {
    expect(hashPhone('(11) 98765-4321')).toBe(SHA256['5511987654321']);
    expect(hashPhone('(11) 3265-4321')).toBe(SHA256['551132654321']);
  });

  it('keeps a country code that is already there and drops leading zeros', () => {
    expect(hashPhone('+55 11 98765-4321')).toBe(SHA256['5511987654321']);
    expect(normalizePhone('0055 11 98765 4321')).toBe('5511987654321');
    expect(normalizePhone('011 98765-4321')).toBe('5511987654321');
  });
});

describe('Meta customer information: external_id and shared rules', () => {
  it('trims and lowercases external_id', () => {
    expect(hashExternalId('  USER-42 ')).toBe(SHA256['user-42']);
  });

  it('passes an already hashed (64 hex) value on unchanged, as lowercase hex', () => {
    const hashed = SHA256['john_smith@gmail.com'];
    expect(hashEmail(hashed)).toBe(hashed);
    expect(hashPhone(hashed.toUpperCase())).toBe(hashed);
    expect(hashFirstName(` ${hashed} `)).toBe(hashed);
  });

  it('sends nothing for a missing or empty value', () => {
    expect(hashEmail(undefined)).toBeNull();
    expect(hashEmail('   ')).toBeNull();
    expect(hashFirstName('...')).toBeNull();
    expect(hashPhone('n/a')).toBeNull();
  });
});
