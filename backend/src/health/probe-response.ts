import { ApiProperty } from '@nestjs/swagger';

export class ProbeResponse {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}
