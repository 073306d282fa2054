import { ForbiddenException, NotFoundException } from '@nestjs/common';

import { FakeIdentityProvider } from '../../test/support/fakes/fake-identity-provider';
import { FakeUsersRepository } from '../../test/support/fakes/fake-users-repository';
import { NO_PROFILE, NO_SUBSCRIPTION } from '../../test/support/user-records';
import { UsersService } from './users.service';

describe('UsersService', () => {
  let identity: FakeIdentityProvider;
  let repository: FakeUsersRepository;
  let service: UsersService;
  const alice = { uid: 'alice', email: 'alice@example.com', displayName: 'Alice' };

  beforeEach(() => {
    identity = new FakeIdentityProvider();
    identity.addUser({
      uid: 'alice',
      email: 'alice@example.com',
      displayName: 'Alice',
      photoURL: 'https://p/a.png',
    });
    identity.addUser({ uid: 'bob' });
    repository = new FakeUsersRepository();
    service = new UsersService(repository, identity);
  });

  it("refuses to read another user's record", async () => {
    await expect(service.get(alice, 'bob')).rejects.toBeInstanceOf(ForbiddenException);
  });

  it('answers the Firebase data with empty subscription fields when there is no server record', async () => {
    await expect(service.get(alice, 'alice')).resolves.toEqual({
      uid: 'alice',
      email: 'alice@example.com',
      displayName: 'Alice',
      phoneNumber: null,
      photoURL: 'https://p/a.png',
      createdAt: '2025-01-02T03:04:05.000Z',
      ...NO_PROFILE,
      ...NO_SUBSCRIPTION,
    });
  });

  it('merges the server record over the Firebase user', async () => {
    repository.put({
      uid: 'alice',
      displayName: 'Alice Lima',
      phoneNumber: '11999998888',
      firstName: 'Alice',
      lastName: 'Lima',
      subscriptionPlan: 'prod_elite',
      subscriptionActive: true,
      subscriptionStatus: 'active',
      subscriptionStart: 1_700_000_000,
      subscriptionEnd: 1_702_592_000,
    });
    await expect(service.get(alice, 'alice')).resolves.toMatchObject({
      displayName: 'Alice Lima',
      phoneNumber: '11999998888',
      photoURL: 'https://p/a.png',
      createdAt: '2025-01-02T03:04:05.000Z',
      firstName: 'Alice',
      lastName: 'Lima',
      subscription_plan: 'prod_elite',
      subscription_active: true,
      subscription_status: 'active',
      subscription_start: 1_700_000_000,
      subscription_end: 1_702_592_000,
      billing_notice: null,
    });
  });

  it('404s when the Firebase account no longer exists', async () => {
    const ghost = { uid: 'ghost', email: null, displayName: null };
    await expect(service.get(ghost, 'ghost')).rejects.toBeInstanceOf(NotFoundException);
  });

  it('upserts only the caller: a different body uid is refused and nothing is written', async () => {
    await expect(service.upsertOwn(alice, { uid: 'bob', email: 'bob@example.com' })).rejects.toBeInstanceOf(
      ForbiddenException,
    );
    expect(repository.upserts).toEqual([]);
  });

  it('takes e-mail and its verification from Firebase, profile fields from the body, and keeps subscriptions', async () => {
    repository.put({ uid: 'alice', subscriptionPlan: 'prod_pro', subscriptionActive: true });
    const view = await service.upsertOwn(alice, {
      email: 'someone-else@example.com',
      emailVerified: true,
      displayName: 'Alice L.',
      phoneNumber: '11988887777',
      firstName: 'Alice',
      lastName: null,
    });
    expect(repository.upserts).toEqual(['alice']);
    expect(view).toMatchObject({
      uid: 'alice',
      email: 'alice@example.com',
      emailVerified: false,
      displayName: 'Alice L.',
      phoneNumber: '11988887777',
      firstName: 'Alice',
      lastName: null,
      subscription_plan: 'prod_pro',
      subscription_active: true,
    });
  });
});
