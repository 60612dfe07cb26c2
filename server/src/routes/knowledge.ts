// 知识库 (search and suggest aside: routes/knowledge-search.ts): articles through review, categories, synonyms, 纠错,
// upkeep, the week's questions, an order's citations. Permissions in config; every write in the operation log.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { KNOWLEDGE_PERMISSIONS as KP } from '../../../src/shared/api/contracts/knowledge.ts';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { knowledgeReaderOf } from '../services/knowledge/access.ts';
import {
  articleInfo, articleVersions, confirmArticle, deleteArticles, expireArticle, managedArticlePage, reviewArticle, saveArticle, submitArticle, updateArticle,
} from '../services/knowledge/articles.ts';
import { categoryList, deleteCategory, knowledgeOptions, saveCategory, updateCategory } from '../services/knowledge/categories.ts';
import { orderCitations } from '../services/knowledge/citations.ts';
import { correctionPage, fileCorrection, handleCorrection } from '../services/knowledge/corrections.ts';
import { deleteSynonym, saveSynonym, synonymList, updateSynonym } from '../services/knowledge/synonyms.ts';
import { hotQuestions, upkeepFor } from '../services/knowledge/upkeep.ts';

const MODULE = '知识库';
/** Whoever reads the base: 知识检索 and 政策文件, and its maintainers. */
const READERS = [KP.search, KP.edit, KP.publish, KP.correct];
/** 知识维护: departments' editors and 纠错 handlers, the knowledge administrators. */
const MAINTAINERS = [KP.edit, KP.publish, KP.correct];
/** Writes an article: its department's editors and the knowledge administrators. */
const WRITERS = [KP.edit, KP.publish];
/** Hot questions' default window: this week. */
const HOT_DAYS = 7;

const knowledgeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const reader = (request: FastifyRequest) => knowledgeReaderOf(app.db, app.cache, request.user);

  app.route({ ...endpoint('/api/knowledge/options'), config: { permission: READERS }, handler: async (request) =>
    ok(await knowledgeOptions(app.db, request.user)) });

  app.route({ ...endpoint('/api/knowledge/article/info'), config: { permission: READERS }, handler: async (request) =>
    ok(await articleInfo(app.db, await reader(request), request.body.id, request.body.latest ?? false)) });

  app.route({ ...endpoint('/api/knowledge/article/page'), config: { permission: MAINTAINERS }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await managedArticlePage(app.db, await reader(request), input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/knowledge/article/save'), config: { permission: WRITERS, log: { module: MODULE, action: '新增知识' } }, handler: async (request) =>
    ok(await saveArticle(app.db, await reader(request), request.body)) });

  app.route({ ...endpoint('/api/knowledge/article/update'), config: { permission: WRITERS, log: { module: MODULE, action: '修改知识' } }, handler: async (request) =>
    ok(await updateArticle(app.db, await reader(request), request.body)) });

  app.route({ ...endpoint('/api/knowledge/article/submit'), config: { permission: WRITERS, log: { module: MODULE, action: '提交知识审核' } }, handler: async (request) => {
    await submitArticle(app.db, await reader(request), request.body.id, request.body.version);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/article/review'), config: { permission: KP.publish, log: { module: MODULE, action: '审核知识' } }, handler: async (request) => {
    await reviewArticle(app.db, await reader(request), request.body);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/article/expire'), config: { permission: KP.publish, log: { module: MODULE, action: '下架知识' } }, handler: async (request) => {
    await expireArticle(app.db, await reader(request), request.body.id, request.body.reason);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/article/confirm'), config: { permission: WRITERS, log: { module: MODULE, action: '复审确认知识' } }, handler: async (request) => {
    await confirmArticle(app.db, await reader(request), request.body.id, request.body.reviewDate);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/article/delete'), config: { permission: WRITERS, log: { module: MODULE, action: '删除知识' } }, handler: async (request) => {
    await deleteArticles(app.db, await reader(request), request.body.ids);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/article/versions'), config: { permission: WRITERS }, handler: async (request) =>
    ok(await articleVersions(app.db, await reader(request), request.body.id)) });

  app.route({ ...endpoint('/api/knowledge/category/list'), config: { permission: READERS }, handler: async () => ok(await categoryList(app.db)) });

  app.route({ ...endpoint('/api/knowledge/category/save'), config: { permission: KP.publish, log: { module: MODULE, action: '新增知识分类' } }, handler: async (request) =>
    ok({ id: await saveCategory(app.db, request.body) }) });

  app.route({ ...endpoint('/api/knowledge/category/update'), config: { permission: KP.publish, log: { module: MODULE, action: '修改知识分类' } }, handler: async (request) => {
    await updateCategory(app.db, request.body);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/category/delete'), config: { permission: KP.publish, log: { module: MODULE, action: '删除知识分类' } }, handler: async (request) => {
    await deleteCategory(app.db, request.body.id);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/synonym/list'), config: { permission: WRITERS }, handler: async () => ok(await synonymList(app.db)) });

  app.route({ ...endpoint('/api/knowledge/synonym/save'), config: { permission: KP.publish, log: { module: MODULE, action: '新增同义词' } }, handler: async (request) =>
    ok({ id: await saveSynonym(app.db, request.user, request.body.words) }) });

  app.route({ ...endpoint('/api/knowledge/synonym/update'), config: { permission: KP.publish, log: { module: MODULE, action: '修改同义词' } }, handler: async (request) => {
    await updateSynonym(app.db, request.user, request.body.id, request.body.words);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/synonym/delete'), config: { permission: KP.publish, log: { module: MODULE, action: '删除同义词' } }, handler: async (request) => {
    await deleteSynonym(app.db, request.body.id);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/correction/file'), config: { permission: KP.search, log: { module: MODULE, action: '知识纠错' } }, handler: async (request) =>
    ok({ id: await fileCorrection(app.db, await reader(request), request.body, app.settings.number(SETTING.knowledgeCorrectionDays)) }) });

  app.route({ ...endpoint('/api/knowledge/correction/page'), config: { permission: READERS }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await correctionPage(app.db, await reader(request), input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/knowledge/correction/handle'), config: { permission: [KP.correct, KP.publish], log: { module: MODULE, action: '处理知识纠错' } }, handler: async (request) => {
    await handleCorrection(app.db, await reader(request), request.body);
    return ok(null);
  } });

  app.route({ ...endpoint('/api/knowledge/upkeep'), config: { permission: MAINTAINERS }, handler: async (request) => ok(await upkeepFor(app.db, await reader(request))) });

  app.route({ ...endpoint('/api/knowledge/hot'), config: { permission: READERS }, handler: async (request) =>
    ok(await hotQuestions(app.db, request.body?.days ?? HOT_DAYS)) });

  // Whoever may open the order reads what its answer cited (the detail's rule decides).
  app.route({ ...endpoint('/api/knowledge/citations'), handler: async (request) => ok(await orderCitations(app.db, request.user, request.body.workflowId)) });
};

export default knowledgeRoutes;
