// The work-order engine's calls, registered as one plugin (split by concern in workorders-*.ts).
import type { FastifyPluginAsync } from 'fastify';
import { dropListCache } from '../services/workorders/queues.ts';
import actions from './workorders-actions.ts';
import config from './workorders-config.ts';
import detail from './workorders-detail.ts';
import exportsRoutes from './workorders-exports.ts';
import lists from './workorders-lists.ts';
import locks from './workorders-locks.ts';
import miss from './workorders-miss.ts';
import notes from './workorders-notes.ts';
import opinions from './workorders-opinions.ts';
import relations from './workorders-relations.ts';
import repairs from './workorders-repairs.ts';
import requests from './workorders-requests.ts';

// Reads that never change a count; every other work-order call may, so it drops the cached counts and pages.
const READS = /^\/(aop\/workflow\/list\/|aop\/exportWorkflow\/|aop\/import\/exportPdf)/;

const workorderRoutes: FastifyPluginAsync = async (app) => {
  // onSend: the write has committed and its caller cannot have seen the answer yet.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.test(request.url)) dropListCache(app.cache);
    return payload;
  });
  for (const plugin of [lists, actions, detail, requests, locks, exportsRoutes, notes, relations, opinions, config, miss, repairs]) await app.register(plugin);
};

export default workorderRoutes;
