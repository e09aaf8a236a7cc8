import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SESSION_SECURITY } from './auth-scopes';
import { SESSION_COOKIE } from './session-cookie';
import { zodToOpenApi } from './zod-schemas';

/** Where the API document is served: the page, and its JSON at `/json`. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * Collects every route registered after it into an OpenAPI 3.1 document (`app.swagger()`), built
 * from the routes' zod schemas. Registered on the root app, before any service's routes.
 */
export async function collectApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Energietaler API',
        version: '1',
        description:
          'Errors answer `{ message, errors? }` in the language of `Accept-Language`. ' +
          '`x-access` says who may call an operation: public, user or admin.',
      },
      components: {
        securitySchemes: { [SESSION_SECURITY]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: zodToOpenApi,
  });
}

/** Serves the document (`/api/docs/json`) and Swagger UI (`/api/docs`) in the scope it is given. */
export async function serveApiDocs(scope: FastifyInstance): Promise<void> {
  await scope.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // No requests to swagger.io: the page stays within our content security policy.
    uiConfig: { validatorUrl: null, docExpansion: 'list' },
  });
}
