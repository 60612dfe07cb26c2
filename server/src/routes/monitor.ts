// 分机监控: the seat counters and the grid of every extension, pushed as seats change; one agent's day.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { CtiSimulator } from '../cti/simulator.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { MONITOR_PERMISSION, MonitorFeed } from '../services/monitor/feed.ts';
import { agentDay, monitorCounters, monitorRows, type QueueSnapshot } from '../services/monitor/monitor.ts';

/** Each simulator's push feed (this plugin is encapsulated: tests and the bench reach the feed through the simulator). */
const feeds = new WeakMap<CtiSimulator, MonitorFeed>();
export const monitorFeedOf = (cti: CtiSimulator): MonitorFeed | undefined => feeds.get(cti);

/** The citizens waiting on every server (each server's queues live with the calls they hold). */
export function queueSnapshot(cti: CtiSimulator): QueueSnapshot {
  return cti.queueCounts();
}

const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const feed = new MonitorFeed(app, () => queueSnapshot(app.cti));
  feeds.set(app.cti, feed);
  app.cti.seats.onSaved = (seat) => feed.seatChanged(seat.extension);
  app.cti.onCallRecorded = (extension) => feed.seatChanged(extension);
  app.cti.onQueuesChanged = () => feed.queuesChanged();
  app.addHook('onClose', async () => feed.close());

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/getMonitorNum'), config: { permission: MONITOR_PERMISSION },
    handler: async () => ok(await monitorCounters(app.db, app.cache, queueSnapshot(app.cti))) });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/monitorList'), config: { permission: MONITOR_PERMISSION }, handler: async (request) => {
    const records = await monitorRows(app.db, request.body ?? {});
    return ok({ records, total: records.length, now: Date.now() });
  } });

  app.route({ ...endpoint('/aip/callcenter/extensionMonitor/agentDay'), config: { permission: MONITOR_PERMISSION }, handler: async (request) =>
    ok(await agentDay(app.db, request.body.extension, request.body.date)) });
};

export default monitorRoutes;
