import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import { IDENTITY_KEY } from '../auth/auth.decorators';

/**
 * The API answers JSON only, so its CSP allows nothing at all (a response opened as a page can run no
 * script, load nothing, be framed by no one). HSTS only in production: locally the API is plain http.
 */
export async function registerSecurityHeaders(
  app: NestFastifyApplication,
  { production }: { production: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
    },
    hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    referrerPolicy: { policy: 'no-referrer' },
  });
}

/**
 * `Cache-Control: no-store` on every personal answer: any request that was authenticated (cookie or
 * Bearer) or carries an Authorization header, errors included (a hook, not an interceptor, so a 401
 * from the guard gets it too). Answers that chose nothing get no-store as well; only routes that set
 * their own public caching (the catalog) keep it, and only for anonymous calls.
 */
export function registerNoStore(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      const personal =
        IDENTITY_KEY in (request as unknown as Record<string, unknown>) ||
        request.headers.authorization !== undefined ||
        reply.hasHeader('set-cookie');
      if (personal || !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
      done(null, payload);
    });
}
