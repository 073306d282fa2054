import { Global, Module } from '@nestjs/common';

import { FirebaseIdentityProvider } from './firebase-identity-provider';
import { IDENTITY_PROVIDER } from './identity-provider';

@Global()
@Module({
  providers: [{ provide: IDENTITY_PROVIDER, useClass: FirebaseIdentityProvider }],
  exports: [IDENTITY_PROVIDER],
})
export class IdentityModule {}
