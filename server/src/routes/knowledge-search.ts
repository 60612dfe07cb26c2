// 知识检索 and 受理登记's suggested articles: the published articles ranked for a question or an appeal being typed.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { KNOWLEDGE_PERMISSIONS } from '../../../src/shared/api/contracts/knowledge.ts';
import { knowledgeIndexOf } from '../services/knowledge/search-index.ts';
import { searchKnowledge, suggestArticles } from '../services/knowledge/search.ts';

const knowledgeSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const index = knowledgeIndexOf(app.db);
  const permission = KNOWLEDGE_PERMISSIONS.search;
  // Built as the server starts (50,000 articles take seconds to cut), not on the first agent's search; that search waits for it.
  app.addHook('onReady', async () => {
    index.catchUp(app.db).catch((error: unknown) => app.log.warn({ err: error }, '知识检索索引构建失败，下一次检索时重试'));
  });

  app.route({ ...endpoint('/api/knowledge/search'), config: { permission }, handler: async (request) =>
    ok(await searchKnowledge(app.db, index, request.user.id, request.body ?? {})) });

  app.route({ ...endpoint('/api/knowledge/suggest'), config: { permission }, handler: async (request) =>
    ok(await suggestArticles(app.db, index, request.body)) });
};

export default knowledgeSearchRoutes;
