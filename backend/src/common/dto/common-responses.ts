import { ApiProperty } from '@nestjs/swagger';

/** The API's one error shape (AllExceptionsFilter); `message` is Portuguese, a list for validation. */
export class ErrorBody {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  /** The HTTP reason phrase ('Bad Request'). */
  @ApiProperty()
  error: string;

  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })
  message: string | string[];
}

/** A write that has nothing else to say. */
export class OkResponse {
  @ApiProperty({ enum: [true] })
  ok: true;
}
