import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

import { REQUEST_ID_HEADER, REQUEST_ID_PATTERN } from '../common/request-id';

export const OPENAPI_PATH = '/api/openapi.json';

/**
 * The API's shapes as OpenAPI 3, built from the controllers' and DTOs' @nestjs/swagger decorators. The
 * front ends' request and response types are generated from it (backend/api-types).
 */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Busqy API')
    .setDescription(
      'Assinaturas Busqy: catálogo, sessão, usuários, checkout, recuperação de senha, tracking.',
    )
    .setVersion('1.0.0')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  // Not a parameter of any one route: every request may carry it (the shell server sends it).
  document.components = {
    ...document.components,
    parameters: {
      ...document.components?.parameters,
      RequestId: {
        name: REQUEST_ID_HEADER,
        in: 'header',
        required: false,
        description:
          'Id of the request across services: a well-formed value is kept, logged and echoed; otherwise the API makes one.',
        schema: { type: 'string', pattern: REQUEST_ID_PATTERN },
      },
    },
  };
  return document;
}

/** GET /api/openapi.json: the document, built on first request (no Swagger UI is served). */
export function registerOpenApiDocument(app: NestFastifyApplication): void {
  let document: OpenAPIObject | undefined;
  app
    .getHttpAdapter()
    .getInstance()
    .get(OPENAPI_PATH, async () => (document ??= buildOpenApiDocument(app)));
}
