// 话务指标 and 今日话务: call-centre figures from the call records (GB/T 33358-2016 rates), by range, group and agent; today by hour; the repeat-call limit.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NUMBER_LIMIT_RESOURCE } from '../../../src/shared/api/contracts/traffic.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { agentFigures, centreFigures, groupFigures, rangeText, todayByHour, trafficRange } from '../services/traffic/figures.ts';
import { addNumberLimit, deleteNumberLimits, numberLimitPage, updateNumberLimit } from '../services/traffic/number-limits.ts';

/** Who reads 话务指标 and who reads 今日话务 (menus 502 and 503 carry them; see seed/menus.ts). */
const TRAFFIC_LIST = 'callcenter:traffic:list';
const TODAY_LIST = 'callcenter:telMonitor:list';
const LIMITS = { module: '话务指标' };

const trafficRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const limitsChanged = () => app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [NUMBER_LIMIT_RESOURCE] } } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/getTrafficIndex'), config: { permission: TRAFFIC_LIST },
    handler: async (request) => {
      const range = trafficRange(request.body ?? {});
      const [centre, groups] = await Promise.all([centreFigures(app.db, range), groupFigures(app.db, range)]);
      return ok({ ...rangeText(range), centre, groups });
    } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/personTrafficList2'), config: { permission: TRAFFIC_LIST },
    handler: async (request) => {
      const input = request.body ?? {};
      const page = pageOf(input);
      const agents = await agentFigures(app.db, trafficRange(input), input.keyword);
      return ok({ records: agents.slice(page.offset, page.offset + page.size), total: agents.length, current: page.current, size: page.size });
    } });

  app.route({ ...endpoint('/apo/telDataController/getTelMonitorByToday'), config: { permission: [TODAY_LIST, TRAFFIC_LIST] },
    handler: async () => ok(await todayByHour(app.db)) });

  // ---- numberLimit: the repeat-call limit per number ----
  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/numberLimit'), config: { permission: TRAFFIC_LIST }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await numberLimitPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/numberLimit/save'),
    config: { permission: 'callcenter:numberLimit:save', log: { ...LIMITS, action: '新增限呼号码' } },
    handler: async (request) => {
      const id = await addNumberLimit(app.db, request.body, request.user.realName);
      await limitsChanged();
      return ok({ id });
    } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/numberLimit/update'),
    config: { permission: 'callcenter:numberLimit:update', log: { ...LIMITS, action: '修改限呼号码' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      await updateNumberLimit(app.db, id, fields);
      await limitsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/numberLimit/delete'),
    config: { permission: 'callcenter:numberLimit:delete', log: { ...LIMITS, action: '删除限呼号码' } },
    handler: async (request) => {
      await deleteNumberLimits(app.db, request.body.ids);
      await limitsChanged();
      return ok(null);
    } });
};

export default trafficRoutes;
