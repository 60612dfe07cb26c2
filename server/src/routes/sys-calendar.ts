// 工作日历: a year's arrangement, and ranges of days set or cleared by administrators.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { arrangeDays, calendarYear, clearDays } from '../services/calendar/work-calendar.ts';
import { LIST_CACHE_PREFIX } from '../services/workorders/list-cache.ts';

const MODULE = '工作日历';
/** Session resource of the consoles showing the calendar. */
const CALENDAR_RESOURCE = 'sys:calendar';

const sysCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Deadlines live on the orders and the calendar is read at each use: only the cached lists and open pages must hear of it.
  const calendarChanged = (ordersMoved: number) => app.changes.publish({
    caches: ordersMoved ? [LIST_CACHE_PREFIX] : [],
    push: { to: 'all', event: { type: 'changed', resources: [CALENDAR_RESOURCE] } },
  });

  app.route({ ...endpoint('/api/sys/calendar/year'), config: { permission: 'sys:calendar:list' }, handler: async (request) =>
    ok(await calendarYear(app.db, request.body.year)) });

  app.route({ ...endpoint('/api/sys/calendar/save'), config: { permission: 'sys:calendar:save', log: { module: MODULE, action: '设置节假日安排' } },
    handler: async (request) => {
      const result = await arrangeDays(app.db, request.body, request.user);
      await calendarChanged(result.ordersMoved);
      return ok(result);
    } });

  app.route({ ...endpoint('/api/sys/calendar/delete'), config: { permission: 'sys:calendar:delete', log: { module: MODULE, action: '恢复按周末计算' } },
    handler: async (request) => {
      const result = await clearDays(app.db, request.body, request.user);
      await calendarChanged(result.ordersMoved);
      return ok(result);
    } });
};

export default sysCalendarRoutes;
