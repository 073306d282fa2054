import { DynamicModule, Module } from '@nestjs/common';

import { AuthModule } from './auth/auth.module';
import { CatalogModule } from './catalog/catalog.module';
import { CheckoutModule } from './checkout/checkout.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { IdentityModule } from './identity/identity.module';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { TrackingModule } from './tracking/tracking.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';

@Module({})
export class AppModule {
  /** The validated config is passed in (not read here) so tests can build the app with their own. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        IdentityModule,
        AuthModule,
        UsersModule,
        CatalogModule,
        CheckoutModule,
        WebhooksModule,
        PasswordResetModule,
        TrackingModule,
        HealthModule,
      ],
    };
  }
}
