import { Controller, Get, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { Kysely, sql } from 'kysely';

import { Public } from '../auth/auth.decorators';
import { UNAVAILABLE_MESSAGE } from '../common/error-messages';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';

@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** Public: load balancers and the launcher poll it. 503 when the database does not answer. */
  @Public()
  @Get()
  async check(): Promise<{ status: 'ok' }> {
    try {
      await sql`select 1`.execute(this.db);
    } catch (error) {
      this.logger.error(`Database check failed: ${String(error)}`);
      throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  }
}
