// Relations between orders (symmetric, each with a type): the types, an order's relations, relating and unrelating.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { mustSee } from '../services/workorders/detail.ts';
import { DEFAULT_RELATION_TYPE, relationTypes } from '../services/workorders/model.ts';
import { checkRelationType, relate, relationsOf, relationTargets, unrelate } from '../services/workorders/relations.ts';
import { actorOf } from './workorders-common.ts';

const workorderRelationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('GET /aop/workflowRel/getType2'), handler: async () => ok([...relationTypes]) });

  app.route({ ...endpoint('GET /aop/workflowRel/:workflowId'), handler: async (request) => {
    const user = actorOf(request);
    await mustSee(app.db, user, request.params.workflowId);
    return ok(await relationsOf(app.db, request.params.workflowId, user, app.cache));
  } });

  app.route({ ...endpoint('/aop/workflowRel/batchInsert'), handler: async (request) => {
    const user = actorOf(request);
    const { workflowId, relType = DEFAULT_RELATION_TYPE } = request.body;
    checkRelationType(relType);
    const rels = relationTargets(workflowId, request.body.relWorkflowIds);
    for (const id of [workflowId, ...rels]) await mustSee(app.db, user, id);
    await relate(app.db, user, workflowId, rels, relType);
    return ok({ count: rels.length }, '关联成功');
  } });

  app.route({ ...endpoint('/aop/workflowRel/unbindWorkFlow'), handler: async (request) => {
    const user = actorOf(request);
    await mustSee(app.db, user, request.body.workflowId);
    return ok({ removed: await unrelate(app.db, user, request.body.workflowId, request.body.relWorkflowId) }, '已解除关联');
  } });
};

export default workorderRelationRoutes;
