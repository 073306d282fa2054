import { ArgumentsHost, BadRequestException, Logger } from '@nestjs/common';

import { AllExceptionsFilter } from './all-exceptions.filter';

function run(exception: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const reply = {
    status(code: number) {
      sent.status = code;
      return this;
    },
    send(body: unknown) {
      sent.body = body;
      return this;
    },
  };
  const host = { switchToHttp: () => ({ getResponse: () => reply }) } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return sent;
}

describe('AllExceptionsFilter', () => {
  beforeEach(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('keeps an HttpException and its validation messages', () => {
    expect(run(new BadRequestException(['email must be an email']))).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: ['email must be an email'] },
    });
  });

  it("keeps Fastify's own 4xx errors with their message", () => {
    const error = Object.assign(new Error('Unsupported Media Type: text/plain'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(run(error)).toEqual({
      status: 415,
      body: {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Unsupported Media Type: text/plain',
      },
    });
  });

  it('answers anything else with a bare 500: no internal message, no stack', () => {
    const result = run(new Error('password=hunter2 at db.ts:12'));
    expect(result).toEqual({
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' },
    });
    expect(JSON.stringify(result.body)).not.toContain('hunter2');
    expect(run(Object.assign(new Error('upstream'), { statusCode: 503 })).status).toBe(500);
    expect(Logger.prototype.error).toHaveBeenCalled();
  });
});
