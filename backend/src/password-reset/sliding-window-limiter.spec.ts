import { SlidingWindowLimiter } from './sliding-window-limiter';

describe('SlidingWindowLimiter', () => {
  let now: number;
  const limiter = () => new SlidingWindowLimiter(2, 60_000, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('allows up to the limit per key, then says how long to wait', () => {
    const limit = limiter();
    expect(limit.waitFor('a')).toBe(0);
    limit.record('a');
    now += 10_000;
    limit.record('a');
    expect(limit.waitFor('a')).toBe(50_000);
    expect(limit.waitFor('b')).toBe(0);
  });

  it('slides: each hit leaves the window on its own', () => {
    const limit = limiter();
    limit.record('a');
    now += 30_000;
    limit.record('a');
    now += 30_000; // the first hit is exactly one window old: gone
    expect(limit.waitFor('a')).toBe(0);
    limit.record('a');
    expect(limit.waitFor('a')).toBe(30_000);
    now += 30_000;
    expect(limit.waitFor('a')).toBe(0);
  });

  it('forgets idle keys once the map grows large', () => {
    const limit = limiter();
    for (let index = 0; index <= 10_000; index += 1) limit.record(`old-${index}`);
    now += 60_000;
    limit.record('fresh'); // more than 10 000 keys: the expired ones are swept
    expect(limit.size).toBe(1);
  });
});
