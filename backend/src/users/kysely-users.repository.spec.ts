import { Kysely } from 'kysely';

import { createDatabase } from '../database/create-database';
import type { Database } from '../database/schema';
import { KyselyUsersRepository } from './kysely-users.repository';

describe('KyselyUsersRepository (in-memory PGlite)', () => {
  let db: Kysely<Database>;
  let repository: KyselyUsersRepository;
  const profile = {
    email: 'ana@example.com',
    displayName: 'Ana',
    phoneNumber: null,
    firstName: 'Ana',
    lastName: 'Reis',
    emailVerified: false,
  };

  beforeAll(async () => {
    db = await createDatabase({ kind: 'pglite-memory' });
    repository = new KyselyUsersRepository(db);
  });
  afterAll(() => db.destroy());

  it('finds nothing for an unknown uid', async () => {
    await expect(repository.findByUid('nobody')).resolves.toBeNull();
  });

  it('inserts, then updates the profile without touching subscription fields', async () => {
    const created = await repository.upsertProfile('ana', profile);
    expect(created).toMatchObject({
      uid: 'ana',
      ...profile,
      subscriptionActive: null,
      subscriptionEnd: null,
    });

    await db
      .updateTable('users')
      .set({ subscription_plan: 'prod_elite', subscription_active: true, subscription_end: 1_893_456_000 })
      .where('uid', '=', 'ana')
      .execute();
    const updated = await repository.upsertProfile('ana', { ...profile, displayName: 'Ana R.' });
    expect(updated).toMatchObject({
      displayName: 'Ana R.',
      subscriptionPlan: 'prod_elite',
      subscriptionActive: true,
      subscriptionEnd: 1_893_456_000,
    });
    expect(updated.createdAt.getTime()).toBe(created.createdAt.getTime());
    await expect(repository.findByUid('ana')).resolves.toEqual(updated);
  });

  it('runs concurrent queries through the single PGlite connection without interleaving', async () => {
    const uids = Array.from({ length: 20 }, (_, index) => `concurrent-${index}`);
    await Promise.all(uids.map((uid) => repository.upsertProfile(uid, profile)));
    const found = await Promise.all(uids.map((uid) => repository.findByUid(uid)));
    expect(found.map((record) => record?.uid)).toEqual(uids);
  });
});
