import { ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';

import {
  IDENTITY_PROVIDER,
  type IdentityProvider,
  type IdentityUser,
  type VerifiedIdentity,
} from '../identity/identity-provider';
import type { UpsertUserDto } from './dto/upsert-user.dto';
import { USERS_REPOSITORY, type UserRecord, type UsersRepository } from './user-record';
import type { UserView } from './user.view';

export const USER_MESSAGES = {
  forbidden: 'Acesso negado a dados de outro usuário',
  notFound: 'Usuário não encontrado',
} as const;

@Injectable()
export class UsersService {
  constructor(
    @Inject(USERS_REPOSITORY) private readonly users: UsersRepository,
    @Inject(IDENTITY_PROVIDER) private readonly identity: IdentityProvider,
  ) {}

  /** The user read the billing notice (e.g. a refunded second payment): it is not shown again. */
  async dismissBillingNotice(caller: VerifiedIdentity, uid: string): Promise<void> {
    if (uid !== caller.uid) throw new ForbiddenException(USER_MESSAGES.forbidden);
    await this.users.setBillingNotice(uid, null);
  }

  async get(caller: VerifiedIdentity, uid: string): Promise<UserView> {
    if (uid !== caller.uid) throw new ForbiddenException(USER_MESSAGES.forbidden);
    const [record, account] = await Promise.all([this.users.findByUid(uid), this.identity.getUser(uid)]);
    if (account === null) throw new NotFoundException(USER_MESSAGES.notFound);
    return mergeUser(account, record);
  }

  /**
   * Creates or updates the caller's own profile. The uid is the verified one; e-mail and its
   * verification flag come from Firebase (the body's are self-asserted); subscription fields are never
   * written here.
   */
  async upsertOwn(caller: VerifiedIdentity, body: UpsertUserDto): Promise<UserView> {
    if (body.uid !== undefined && body.uid !== caller.uid)
      throw new ForbiddenException(USER_MESSAGES.forbidden);
    const account = await this.identity.getUser(caller.uid);
    if (account === null) throw new NotFoundException(USER_MESSAGES.notFound);
    const record = await this.users.upsertProfile(caller.uid, {
      email: account.email ?? caller.email,
      emailVerified: account.emailVerified,
      displayName: body.displayName ?? account.displayName,
      phoneNumber: body.phoneNumber ?? null,
      firstName: body.firstName ?? null,
      lastName: body.lastName ?? null,
    });
    return mergeUser(account, record);
  }
}

/** Server values win where they are set; Firebase fills the rest. Subscription fields exist only on the server. */
export function mergeUser(account: IdentityUser, record: UserRecord | null): UserView {
  return {
    uid: account.uid,
    email: record?.email ?? account.email,
    displayName: record?.displayName ?? account.displayName,
    phoneNumber: record?.phoneNumber ?? account.phoneNumber,
    photoURL: record?.photoURL ?? account.photoURL,
    createdAt: account.createdAt ?? record?.createdAt.toISOString() ?? null,
    firstName: record?.firstName ?? null,
    lastName: record?.lastName ?? null,
    emailVerified: account.emailVerified || (record?.emailVerified ?? false),
    subscription_plan: record?.subscriptionPlan ?? null,
    subscription_active: record?.subscriptionActive ?? null,
    subscription_status: record?.subscriptionStatus ?? null,
    subscription_start: record?.subscriptionStart ?? null,
    subscription_end: record?.subscriptionEnd ?? null,
    billing_notice: record?.billingNotice ?? null,
  };
}
