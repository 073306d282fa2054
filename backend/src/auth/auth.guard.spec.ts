import { ExecutionContext, Logger, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';

import { FakeIdentityProvider } from '../../test/support/fakes/fake-identity-provider';
import { loadConfig } from '../config/app-config';
import { Authenticated, IDENTITY_KEY, Public } from './auth.decorators';
import { AuthGuard } from './auth.guard';
import { AuthService } from './auth.service';
import { SessionCookieService } from './session-cookie.service';

class Routes {
  @Public()
  open(): void {}

  @Authenticated()
  mine(): void {}

  undeclared(): void {}
}

function contextFor(handler: keyof Routes, request: Record<string, unknown>): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

describe('AuthGuard', () => {
  const config = loadConfig({});
  const identity = new FakeIdentityProvider();
  identity.addUser({ uid: 'alice' });
  const guard = new AuthGuard(
    new Reflector(),
    new AuthService(identity, config),
    new SessionCookieService(config),
  );
  const request = (headers: Record<string, string> = {}, cookies: Record<string, string> = {}) => ({
    method: 'GET',
    url: '/x',
    headers,
    cookies,
  });

  it('lets @Public() routes through without looking at credentials', async () => {
    await expect(guard.canActivate(contextFor('open', request()))).resolves.toBe(true);
  });

  it('puts the verified identity on the request for @Authenticated() routes', async () => {
    const viaCookie = request({}, { __session: 'session:alice:1' });
    await expect(guard.canActivate(contextFor('mine', viaCookie))).resolves.toBe(true);
    expect(viaCookie).toHaveProperty(IDENTITY_KEY, expect.objectContaining({ uid: 'alice' }));
    const viaBearer = request({ authorization: 'Bearer token:alice' });
    await expect(guard.canActivate(contextFor('mine', viaBearer))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor('mine', request()))).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
  });

  it('refuses a route that declares no auth policy (fail closed)', async () => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    await expect(
      guard.canActivate(contextFor('undeclared', request({ authorization: 'Bearer token:alice' }))),
    ).resolves.toBe(false);
  });
});
