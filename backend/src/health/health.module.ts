import { Module } from '@nestjs/common';

import { HealthController } from './health.controller';
import { ProbesController } from './probes.controller';
import { Readiness } from './readiness';

@Module({ controllers: [HealthController, ProbesController], providers: [Readiness], exports: [Readiness] })
export class HealthModule {}
