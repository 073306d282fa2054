import { useMemoryDatabase } from '../../test/support/memory-database';
import { RateLimiterService, storedKey } from './rate-limiter.service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RateLimiterService (table rate_limits)', () => {
  const db = useMemoryDatabase();
  let limiter: RateLimiterService;

  beforeEach(() => {
    limiter = new RateLimiterService(db());
  });

  it('allows `limit` hits per window, however many arrive at once, then says when to retry', async () => {
    const rule = { key: 'k', limit: 3, windowMs: 60_000 };
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => limiter.take([rule])));
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(3);
    const refused = verdicts.find((verdict) => !verdict.allowed);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: expect.any(Number) });
    if (refused && !refused.allowed) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one has ended, and sweeps ended windows', async () => {
    const rule = { key: 'short', limit: 1, windowMs: 1500 };
    expect(await limiter.take([rule])).toEqual({ allowed: true });
    expect((await limiter.take([rule])).allowed).toBe(false);
    await sleep(1600);
    expect(await limiter.take([rule])).toEqual({ allowed: true });
    await sleep(1600);
    expect(await limiter.sweep()).toBe(1);
  });

  it('keeps no address or e-mail in the table: keys are stored hashed, their kind readable', async () => {
    const byAddress = {
      key: 'password-reset:client-email:203.0.113.7:ana@example.com',
      limit: 1,
      windowMs: 60_000,
    };
    expect((await limiter.take([byAddress])).allowed).toBe(true);
    expect((await limiter.take([byAddress])).allowed).toBe(false); // the same hashed row counts
    const rows = await db().selectFrom('rate_limits').select(['key', 'hits']).execute();
    expect(rows).toEqual([{ key: storedKey(byAddress.key), hits: 1 }]);
    expect(rows[0]?.key).toMatch(/^password-reset:[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113\.7|ana@example\.com/);
  });

  it('counts nothing when one of the rules refuses (all or nothing)', async () => {
    const tight = { key: 'tight', limit: 1, windowMs: 60_000 };
    const loose = { key: 'loose', limit: 2, windowMs: 60_000 };
    expect((await limiter.take([tight, loose])).allowed).toBe(true);
    expect((await limiter.take([tight, loose])).allowed).toBe(false); // refused by tight
    expect((await limiter.take([loose])).allowed).toBe(true); // loose still had its second hit
    expect((await limiter.take([loose])).allowed).toBe(false);
  });
});
