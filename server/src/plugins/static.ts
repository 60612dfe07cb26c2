// Serves the built elements at /dist/ and the demo pages at /, from the same origin as the API.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The console's real URLs, the knowledge base its /knowledge/… frames show (<hotline-knowledge>), and the quality system's stand-in. */
const PAGE_ROUTES: Array<[prefix: string, page: string]> = [
  ['/console', 'console.html'],
  ['/knowledge', 'knowledge.html'],
  ['/qualitySys', 'quality-stand-in.html'],
];

export async function installStatic(app: FastifyInstance, root: string): Promise<void> {
  const pages = join(root, 'demo', 'pages');
  const dist = join(root, 'dist');
  if (existsSync(pages)) {
    await app.register(fastifyStatic, { root: pages, prefix: '/', index: ['index.html'], wildcard: true });
    // Browsers ask for /favicon.ico on pages without an icon link (an API answer opened in a tab): the same SVG.
    app.get('/favicon.ico', (_request, reply) => reply.redirect('/favicon.svg', 301));
    // Pages with client-side routes: every path below them is the same page (a reload keeps the URL).
    for (const [prefix, page] of PAGE_ROUTES) {
      app.get(prefix, (_request, reply) => reply.sendFile(page, pages));
      app.get(`${prefix}/*`, (_request, reply) => reply.sendFile(page, pages));
    }
  }
  // dist/ may be built after the server starts; the wildcard route serves whatever exists at request time.
  if (!existsSync(dist)) app.log.info('dist/ 尚未构建（npm run build）；构建后即可在 /dist/ 访问');
  await app.register(fastifyStatic, {
    root: dist,
    suppressWarning: true,
    prefix: '/dist/',
    decorateReply: !existsSync(pages),
    wildcard: true,
    setHeaders: (reply) => {
      // Elements are embedded by pages of other allowed origins.
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
