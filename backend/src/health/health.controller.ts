import { Controller, Get, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Kysely, sql } from 'kysely';

import { Public } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { UNAVAILABLE_MESSAGE } from '../common/error-messages';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';
import { HealthResponse } from './health-response';

@ApiTags('health')
@Controller('health')
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(@Inject(DATABASE) private readonly db: Kysely<Database>) {}

  /** Public: load balancers and the launcher poll it. 503 when the database does not answer. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthResponse })
  @ApiErrors(503)
  async check(): Promise<HealthResponse> {
    try {
      await sql`select 1`.execute(this.db);
    } catch (error) {
      this.logger.error(`Database check failed: ${String(error)}`);
      throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  }
}
