// The expand/contract rule, checked: the previous release's data code (read from git at the commit in
// .release/previous, not from this checkout) runs against this release's schema. Covered: its
// migrations are an unchanged prefix of ours, and every statement of its repositories (users and
// subscriptions, the tracking outbox, the password-reset outbox) on a database migrated by this
// release. Not covered: the Stripe events repository (it needs the webhook services), and the previous
// release's boot: its migrator refuses a database with migrations it does not know (fixed from this
// release on, see create-database.ts), which is why migrations run as a job before a rollout.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { Kysely } from 'kysely';

import { migrateToLatest, openDatabase, schemaOf } from '../src/database/create-database';
import type { Database } from '../src/database/schema';
import { freshDatabaseConfig } from './support/fresh-database';

const ROOT = path.resolve(__dirname, '../..');
const PREVIOUS = readFileSync(path.join(ROOT, '.release/previous'), 'utf8').trim();
const MIGRATIONS = 'backend/src/database/migrations';

type Loaded = Record<
  string,
  new (db: Kysely<Database>) => Record<string, (...args: unknown[]) => Promise<unknown>>
>;

describe(`the previous release (${PREVIOUS.slice(0, 7)}) on this release's schema`, () => {
  // Its backend/src, from git; its imports resolve to this checkout's node_modules.
  const dir = mkdtempSync(path.join(tmpdir(), 'busqy-previous-'));
  execFileSync('sh', ['-c', `git archive ${PREVIOUS} backend/src | tar -x -C "${dir}"`], { cwd: ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  symlinkSync(path.join(ROOT, 'backend/node_modules'), path.join(dir, 'backend/node_modules'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module outside this checkout, by path
  const previous = (file: string): Loaded => require(path.join(dir, 'backend/src', file)) as Loaded;

  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = freshDatabaseConfig();
    drop = fresh.drop;
    db = await openDatabase(fresh.config);
    await migrateToLatest(db, schemaOf(fresh.config));
  });
  afterAll(async () => {
    await db?.destroy();
    await drop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  it('shipped migrations that this release keeps unchanged, in the same order', () => {
    const names = (root: string) =>
      execFileSync('git', ['ls-tree', '--name-only', root, `${MIGRATIONS}/`], { cwd: ROOT, encoding: 'utf8' })
        .split('\n')
        .filter((file) => /\/\d{4}_\w+\.ts$/.test(file));
    const shipped = names(PREVIOUS);
    expect(shipped.length).toBeGreaterThan(0);
    for (const file of shipped) {
      const before = execFileSync('git', ['show', `${PREVIOUS}:${file}`], { cwd: ROOT, encoding: 'utf8' });
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toBe(before);
    }
  });

  it('reads and writes users and their subscriptions', async () => {
    const { KyselyUsersRepository } = previous('users/kysely-users.repository.ts');
    const users = new KyselyUsersRepository!(db);
    const profile = {
      email: 'ana@example.com',
      displayName: 'Ana',
      phoneNumber: null,
      firstName: 'Ana',
      lastName: 'Reis',
      emailVerified: true,
    };
    await users.upsertProfile!('ana', profile);
    await expect(users.linkCustomer!('ana', 'ana@example.com', 'cus_ana')).resolves.toBe('cus_ana');
    await users.writeSubscription!('ana', {
      subscription_plan: 'prod_elite',
      subscription_active: true,
      subscription_status: 'active',
      subscription_start: 1_700_000_000,
      subscription_end: 1_893_456_000,
    });
    await users.setBillingNotice!('ana', 'Aviso');
    await expect(users.uidForCustomer!('cus_ana')).resolves.toBe('ana');
    await expect(users.customerIdOf!('ana')).resolves.toBe('cus_ana');
    await expect(users.hasActiveSubscription!('ana')).resolves.toBe(true);
    await expect(users.findByUid!('ana')).resolves.toMatchObject({
      email: 'ana@example.com',
      subscriptionPlan: 'prod_elite',
      subscriptionEnd: 1_893_456_000,
    });
  });

  it('fills, leases and reports the tracking outbox', async () => {
    const { OutboxRepository } = previous('tracking/outbox.repository.ts');
    const outbox = new OutboxRepository!(db);
    const event = {
      event_name: 'Lead',
      event_time: 1_700_000_000,
      event_id: 'evt-1',
      action_source: 'website',
      user_data: {},
      custom_data: {},
    };
    await expect(outbox.insert!(event, 'ip:1|evt-1')).resolves.toBe(true);
    await expect(outbox.insert!(event, 'ip:1|evt-1')).resolves.toBe(false);
    await expect(outbox.isFull!(10)).resolves.toBe(false);
    const claimed = (await outbox.claim!('worker-a', 10, 60_000)) as { id: number }[];
    expect(claimed).toHaveLength(1);
    await outbox.markFailed!([{ id: claimed[0]!.id, nextAttemptAt: new Date(), giveUp: true }], 'erro');
    await expect(outbox.requeueFailed!()).resolves.toBe(1);
    const again = (await outbox.claim!('worker-a', 10, 60_000)) as { id: number }[];
    await outbox.markDelivered!(again.map((row) => row.id));
    await expect(outbox.counts!()).resolves.toMatchObject({ delivered: 1 });
    await expect(outbox.latest!(5)).resolves.toHaveLength(1);
  });

  it('queues, leases and clears password-reset requests', async () => {
    const { ResetOutboxRepository } = previous('password-reset/reset-outbox.repository.ts');
    const resets = new ResetOutboxRepository!(db);
    await resets.add!('ana@example.com');
    await expect(resets.hasDue!()).resolves.toBe(true);
    const [claimed] = (await resets.claim!(10, 60_000)) as { id: number }[];
    await resets.retryLater!(claimed!.id, new Date(0), 'smtp down', false);
    const [retried] = (await resets.claim!(10, 60_000)) as { id: number }[];
    await resets.remove!(retried!.id);
    await expect(resets.hasDue!()).resolves.toBe(false);
  });
});
