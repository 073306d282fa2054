import { jsonDepthExceeds, MAX_JSON_DEPTH } from './json-body';

const nestedArrays = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe('jsonDepthExceeds', () => {
  it('counts the outermost object or array as level 1; scalars have no depth', () => {
    expect(jsonDepthExceeds('text', 0)).toBe(false);
    expect(jsonDepthExceeds(null, 0)).toBe(false);
    expect(jsonDepthExceeds({}, 0)).toBe(true);
    expect(jsonDepthExceeds({ a: { b: [1] } }, 3)).toBe(false);
    expect(jsonDepthExceeds({ a: { b: [1] } }, 2)).toBe(true);
  });

  it('lets a body of exactly MAX_JSON_DEPTH levels through and refuses one more', () => {
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(nestedArrays(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('walks 100,000 levels without overflowing the stack', () => {
    expect(jsonDepthExceeds(nestedArrays(100_000), MAX_JSON_DEPTH)).toBe(true);
  });
});
