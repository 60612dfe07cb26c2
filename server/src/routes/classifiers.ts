// The two event-classification services the registration page consults: what the centre's finished orders teach (the
// event-type tree's words first), and the similar earlier orders.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { classifyEventType } from '../services/classifiers/event-types.ts';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { classifyBySimilarCases } from '../services/classifiers/similar.ts';

const MIN_CHARS = 2;

/** The content without surrounding spaces, refused when too little is left to classify. */
function contentOf(request: { body: { content: string } }): string {
  const content = request.body.content.trim();
  if (Array.from(content).length < MIN_CHARS) throw new ApiError(400, `诉求内容至少需要 ${MIN_CHARS} 个字才能推荐分类`);
  return content;
}

const classifierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/classifier/keyword'), handler: async (request) => ok(await classifyEventType(app.db, app.cache, contentOf(request), app.settings.number(SETTING.dispatchMinLikelihood))) });

  app.route({ ...endpoint('/aop/classifier/similar'), handler: async (request) => ok(await classifyBySimilarCases(app.db, app.cache, contentOf(request), request.user)) });
};

export default classifierRoutes;
