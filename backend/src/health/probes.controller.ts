import { Controller, Get, Inject, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Kysely, sql } from 'kysely';

import { Public } from '../auth/auth.decorators';
import { ApiErrors } from '../common/dto/api-errors';
import { UNAVAILABLE_MESSAGE } from '../common/error-messages';
import { DATABASE } from '../database/database.module';
import type { Database } from '../database/schema';
import { ProbeResponse } from './probe-response';
import { Readiness } from './readiness';

/** Orchestrator probes: /livez restarts a stuck process, /readyz takes one out of rotation. */
@ApiTags('health')
@Controller()
export class ProbesController {
  private readonly logger = new Logger(ProbesController.name);

  constructor(
    @Inject(DATABASE) private readonly db: Kysely<Database>,
    private readonly readiness: Readiness,
  ) {}

  /** The process answers: nothing else is checked, so a database outage never restarts the API. */
  @Public()
  @Get('livez')
  @ApiOkResponse({ type: ProbeResponse })
  live(): ProbeResponse {
    return { status: 'ok' };
  }

  /** Ready for traffic: not shutting down, and the database answers. */
  @Public()
  @Get('readyz')
  @ApiOkResponse({ type: ProbeResponse })
  @ApiErrors(503)
  async ready(): Promise<ProbeResponse> {
    if (this.readiness.isDraining) throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
    try {
      await sql`select 1`.execute(this.db);
    } catch (error) {
      this.logger.error(`Readiness: database check failed: ${String(error)}`);
      throw new ServiceUnavailableException(UNAVAILABLE_MESSAGE);
    }
    return { status: 'ok' };
  }
}
