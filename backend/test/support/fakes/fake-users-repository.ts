import type { ProfileUpdate, UserRecord, UsersRepository } from '../../../src/users/user-record';

/** In-memory UsersRepository with the same contract as the Kysely one (upsert keeps subscription fields). */
export class FakeUsersRepository implements UsersRepository {
  readonly records = new Map<string, UserRecord>();
  readonly upserts: string[] = [];

  put(record: Partial<UserRecord> & { uid: string }): UserRecord {
    const full: UserRecord = {
      email: null,
      displayName: null,
      phoneNumber: null,
      photoURL: null,
      firstName: null,
      lastName: null,
      emailVerified: false,
      subscriptionPlan: null,
      subscriptionActive: null,
      subscriptionStatus: null,
      subscriptionStart: null,
      subscriptionEnd: null,
      stripeCustomerId: null,
      billingNotice: null,
      createdAt: new Date('2025-02-01T00:00:00Z'),
      updatedAt: new Date('2025-02-01T00:00:00Z'),
      ...record,
    };
    this.records.set(full.uid, full);
    return full;
  }

  async findByUid(uid: string): Promise<UserRecord | null> {
    return this.records.get(uid) ?? null;
  }

  async setBillingNotice(uid: string, notice: string | null): Promise<void> {
    const existing = this.records.get(uid);
    if (existing) this.put({ ...existing, billingNotice: notice });
  }

  async upsertProfile(uid: string, profile: ProfileUpdate): Promise<UserRecord> {
    this.upserts.push(uid);
    const existing = this.records.get(uid);
    return this.put({ ...(existing ?? { uid }), ...profile, updatedAt: new Date() });
  }
}
