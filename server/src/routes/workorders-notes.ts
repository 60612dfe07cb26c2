// Comments (批注) and remarks (备注) on an order.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { mustSee } from '../services/workorders/detail.ts';
import { addNote, listNotes } from '../services/workorders/notes.ts';
import { actorOf } from './workorders-common.ts';

const workorderNoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/aop/workflow/addComment'), handler: async (request) => {
    const user = actorOf(request);
    await mustSee(app.db, user, request.body.workflowId);
    await addNote(app.db, user, request.body.workflowId, 'comment', '添加批注', request.body.content);
    return ok(await listNotes(app.db, request.body.workflowId, 'comment'), '批注已添加');
  } });

  // With content it adds a remark; either way it answers the order's remarks.
  app.route({ ...endpoint('/aop/workflowRemark'), handler: async (request) => {
    const user = actorOf(request);
    await mustSee(app.db, user, request.body.workflowId);
    if (request.body.content) await addNote(app.db, user, request.body.workflowId, 'remark', '添加备注', request.body.content);
    return ok(await listNotes(app.db, request.body.workflowId, 'remark'));
  } });
};

export default workorderNoteRoutes;
