// The two event-classification services the registration page consults: by keywords, and by similar earlier orders.
import type { FastifyPluginAsync } from 'fastify';
import { ApiError, ok } from '../lib/envelope.ts';
import { body, str } from '../lib/schema.ts';
import { classifyByKeywords } from '../services/classifiers/keyword.ts';
import { classifyBySimilarCases } from '../services/classifiers/similar.ts';

const MIN_CHARS = 2;
const MAX_CHARS = 2000;
const schema = { body: body({ content: str(MAX_CHARS, MIN_CHARS) }, ['content']) };

/** The content without surrounding spaces, refused when too little is left to classify. */
function contentOf(request: { body: { content: string } }): string {
  const content = request.body.content.trim();
  if (Array.from(content).length < MIN_CHARS) throw new ApiError(400, `诉求内容至少需要 ${MIN_CHARS} 个字才能推荐分类`);
  return content;
}

const classifierRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Body: { content: string } }>('/aop/classifier/keyword', { schema }, async (request) =>
    ok(await classifyByKeywords(app.db, app.cache, contentOf(request))));

  app.post<{ Body: { content: string } }>('/aop/classifier/similar', { schema }, async (request) =>
    ok(await classifyBySimilarCases(app.db, app.cache, contentOf(request))));
};

export default classifierRoutes;
