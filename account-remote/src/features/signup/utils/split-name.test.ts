import { splitName } from './split-name';

describe('splitName', () => {
  it.each([
    ['Ana', { firstName: 'Ana', lastName: null }],
    ['  Ana   Maria  de Souza ', { firstName: 'Ana', lastName: 'Maria de Souza' }],
    ['', { firstName: null, lastName: null }],
  ])('splits %j', (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});
