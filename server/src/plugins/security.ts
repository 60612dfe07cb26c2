// Security headers (CSP frame-ancestors, nosniff) and CORS limited to the configured origins.
import cors from '@fastify/cors';
import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/envelope.ts';

export const CORS_HEADERS = ['x-auth-token', 'token', 'userToken', 'content-type', 'idempotency-key'];

/** The request's own origin, so same-origin calls pass whatever ALLOWED_ORIGINS says. */
function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function isAllowedOrigin(request: FastifyRequest, origin: string, allowed: string[]): boolean {
  return origin === ownOrigin(request) || allowed.includes(origin);
}

export async function installSecurity(app: FastifyInstance, allowedOrigins: string[]): Promise<void> {
  // helmet itself, built once: @fastify/helmet rebuilds the middleware (and re-parses the CSP) on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Fluent UI / Griffel insert style rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // Same-origin http and ws ('self' covers ws: on the same host), plus the configured origins.
        connectSrc: ["'self'", ...allowedOrigins, ...allowedOrigins.map((o) => o.replace(/^http/, 'ws'))],
        // Menu items may open external http(s) pages in the console's frames.
        frameSrc: ["'self'", 'http:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'", ...allowedOrigins],
        // Demo runs on plain http inside intranets; upgrading would break it.
        upgradeInsecureRequests: null,
      },
    },
    // frame-ancestors above replaces X-Frame-Options, which cannot name other origins.
    frameguard: false,
    // The portal on another allowed origin loads /dist/ scripts; the static plugin relaxes this there.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  // First of all hooks: every answer carries these headers, refusals by the hooks after it (Origin, CORS preflight, 401) too.
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)));

  // A page from an origin we were not told about gets a clear refusal instead of a silently blocked response.
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin && !isAllowedOrigin(request, origin, allowedOrigins)) {
      throw new ApiError(403, '不允许的跨域来源');
    }
  });

  // Static options (normalised once): the hook above has already refused every origin we do not allow,
  // so whatever Origin reaches here may be echoed back.
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin ?? false),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_HEADERS,
    exposedHeaders: ['content-disposition'],
    credentials: false,
    maxAge: 600,
  });
}
