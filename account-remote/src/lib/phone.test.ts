import { displayPhone, formatPhone, phoneDigits } from './phone';

describe('phoneDigits', () => {
  it('keeps digits only, at most 11', () => {
    expect(phoneDigits('(11) 98765-4321')).toBe('11987654321');
    expect(phoneDigits('+55 11 98765-4321 ramal 9')).toBe('55119876543');
    expect(phoneDigits('abc')).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1132654321', '(11) 3265-4321'],
    ['11987654321', '(11) 98765-4321'],
    ['119876543210000', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['11a9b8', '(11) 98'],
  ])('formats %j as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('survives deleting a formatting character (the digits decide)', () => {
    expect(formatPhone('(11) 98765421')).toBe('(11) 9876-5421');
    expect(formatPhone('(11) ')).toBe('(11');
  });
});

describe('displayPhone', () => {
  it('formats complete numbers and leaves anything else as stored', () => {
    expect(displayPhone('11987654321')).toBe('(11) 98765-4321');
    expect(displayPhone('1132654321')).toBe('(11) 3265-4321');
    expect(displayPhone('+1 555 0100')).toBe('+1 555 0100');
  });
});
