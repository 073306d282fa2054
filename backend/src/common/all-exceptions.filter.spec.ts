import { ArgumentsHost, BadRequestException, HttpException, Logger, NotFoundException } from '@nestjs/common';

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

/** Stripe's SDK errors: English messages and a 4xx statusCode of Stripe's own API. */
class StripeInvalidRequestError extends Error {
  readonly type = 'StripeInvalidRequestError';
  readonly statusCode = 400;
  readonly code = 'resource_missing';
}

describe('AllExceptionsFilter', () => {
  beforeEach(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('keeps an HttpException with its own message', () => {
    expect(run(new BadRequestException(['Informe um e-mail válido.']))).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: ['Informe um e-mail válido.'] },
    });
  });

  it("replaces Nest's English defaults with Portuguese", () => {
    expect(run(new NotFoundException()).body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Não encontrado.',
    });
    expect(run(new NotFoundException('Cannot GET /nada')).body).toMatchObject({ message: 'Não encontrado.' });
    // Any method Node's parser accepts, not only the common ones.
    expect(run(new NotFoundException('Cannot PROPFIND /nada')).body).toMatchObject({
      message: 'Não encontrado.',
    });
  });

  it("keeps Fastify's own 4xx status with a Portuguese message", () => {
    const error = Object.assign(new Error('Unsupported Media Type: text/plain'), {
      statusCode: 415,
      code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    });
    expect(run(error)).toEqual({
      status: 415,
      body: {
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Tipo de conteúdo não suportado. Envie JSON.',
      },
    });
    const tooLarge = Object.assign(new Error('Request body is too large'), {
      statusCode: 413,
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    });
    expect(run(tooLarge).body).toMatchObject({
      statusCode: 413,
      message: 'O conteúdo enviado é grande demais.',
    });
    const json = Object.assign(new SyntaxError('Unexpected end of JSON input'), { statusCode: 400 });
    expect(run(json).body).toMatchObject({ statusCode: 400, message: 'Requisição inválida.' });
    // Nest hands Fastify's parser errors over as a bare HttpException with the English text.
    const wrapped = new HttpException(
      "Body is not valid JSON but content-type is set to 'application/json'",
      400,
    );
    expect(run(wrapped).body).toMatchObject({ statusCode: 400, message: 'Requisição inválida.' });
  });

  it("never passes a third-party SDK's English message (or its status) to the user", () => {
    const result = run(new StripeInvalidRequestError('No such customer: cus_123'));
    expect(result).toEqual({
      status: 500,
      body: {
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Erro interno. Tente novamente em instantes.',
      },
    });
  });

  it('answers a database that cannot be reached with a Portuguese 503', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ]) {
      expect(run(error)).toEqual({
        status: 503,
        body: {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        },
      });
    }
  });

  it('answers anything else with a bare 500: no internal message, no stack', () => {
    const result = run(new Error('password=hunter2 at db.ts:12'));
    expect(result.status).toBe(500);
    expect(JSON.stringify(result.body)).not.toContain('hunter2');
    expect(run(Object.assign(new Error('upstream'), { statusCode: 503 })).status).toBe(500);
    expect(Logger.prototype.error).toHaveBeenCalled();
  });
});
