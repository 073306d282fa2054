import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with a Portuguese message; the controller copies retryAfterSeconds into Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
