import { isPasswordTooShort, SIGN_UP_MESSAGES, validateSignUp } from './validate-sign-up';

const valid = { name: 'Ana Souza', email: 'ana@example.com', whatsapp: '', password: 'segredo1' };

describe('validateSignUp', () => {
  it('accepts a complete form, with or without WhatsApp', () => {
    expect(validateSignUp(valid)).toBeNull();
    expect(validateSignUp({ ...valid, whatsapp: '(11) 98765-4321' })).toBeNull();
    expect(validateSignUp({ ...valid, whatsapp: '(11) 3265-4321' })).toBeNull();
    expect(validateSignUp({ ...valid, email: '  Ana@Example.COM ' })).toBeNull();
  });

  it.each([
    ['name', { name: ' ' }],
    ['email', { email: '' }],
    ['password', { password: '' }],
  ] as const)('requires the %s', (field, change) => {
    expect(validateSignUp({ ...valid, ...change })).toEqual({
      message: SIGN_UP_MESSAGES.required,
      fields: [field],
    });
  });

  it('names every missing field at once', () => {
    expect(validateSignUp({ name: '', email: '', whatsapp: '', password: '' })?.fields).toEqual([
      'name',
      'email',
      'password',
    ]);
  });

  it.each(['ana', 'ana@example', 'ana maria@example.com', 'ana@exa mple.com', '@example.com', 'ana@.com'])(
    'refuses the e-mail %j',
    (email) => {
      expect(validateSignUp({ ...valid, email })).toEqual({
        message: SIGN_UP_MESSAGES.email,
        fields: ['email'],
      });
    },
  );

  it.each(['1', '(11) 9876', '(11) 9876-543', '119876543'])(
    'refuses a WhatsApp of other than 10 or 11 digits: %j',
    (whatsapp) => {
      expect(validateSignUp({ ...valid, whatsapp })).toEqual({
        message: SIGN_UP_MESSAGES.whatsapp,
        fields: ['whatsapp'],
      });
    },
  );

  it('refuses a password under 6 characters', () => {
    expect(validateSignUp({ ...valid, password: '12345' })).toEqual({
      message: SIGN_UP_MESSAGES.password,
      fields: ['password'],
    });
    expect(validateSignUp({ ...valid, password: '123456' })).toBeNull();
  });
});

describe('isPasswordTooShort', () => {
  it('is true only while something shorter than 6 characters is typed', () => {
    expect(isPasswordTooShort('')).toBe(false);
    expect(isPasswordTooShort('a')).toBe(true);
    expect(isPasswordTooShort('abcde')).toBe(true);
    expect(isPasswordTooShort('abcdef')).toBe(false);
  });
});
