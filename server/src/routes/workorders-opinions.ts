// Common opinions (常用意见), each user's own.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { addOpinion, allOpinions, deleteOpinions, getOpinion, opinionPage, updateOpinion } from '../services/workorders/opinions.ts';

const workorderOpinionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/opinions/page'), handler: async (request) => ok(await opinionPage(app.db, request.user.id, request.body ?? {})) });
  app.route({ ...endpoint('/aop/opinions/all'), handler: async (request) => ok(await allOpinions(app.db, request.user.id)) });
  app.route({ ...endpoint('/aop/opinions/get'), handler: async (request) => ok(await getOpinion(app.db, request.user.id, request.body.id)) });
  app.route({ ...endpoint('/aop/opinions/add'), handler: async (request) => ok(await addOpinion(app.db, request.user.id, request.body), '添加成功') });
  app.route({ ...endpoint('/aop/opinions/update'), handler: async (request) => ok(await updateOpinion(app.db, request.user.id, request.body), '修改成功') });
  app.route({ ...endpoint('/aop/opinions/delete'), handler: async (request) =>
    ok({ count: await deleteOpinions(app.db, request.user.id, request.body.ids) }, '删除成功') });
};

export default workorderOpinionRoutes;
