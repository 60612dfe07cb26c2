// 参数设置: the typed settings; a change applies on every server at once (the change feed), without a restart.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SETTING } from '../../../src/shared/protocol/settings.ts';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { SETTINGS_CACHE_PREFIX } from '../services/config/settings.ts';
import { addSetting, deleteSettings, settingDetail, settingPage, updateSetting } from '../services/config/settings-admin.ts';

const MODULE = '参数设置';
/** Session resource of the consoles showing the settings. */
const SETTINGS_RESOURCE = 'sys:settings';

const sysConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** Every server reads the settings again; a changed idle limit also re-checks every session (some may have ended). */
  const settingsChanged = async (sessions = false) => {
    await app.changes.publish({
      caches: [SETTINGS_CACHE_PREFIX], ...(sessions ? { sessionsOf: 'all' as const } : {}),
      push: { to: 'all', event: { type: 'changed', resources: [SETTINGS_RESOURCE] } },
    });
    // This server answers with the new values in force.
    await app.settings.reload(app.db);
  };

  app.route({ ...endpoint('/api/sys/config/page'), config: { permission: 'sys:config:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await settingPage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/config/info'), config: { permission: 'sys:config:list' }, handler: async (request) =>
    ok(await settingDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/config/save'), config: { permission: 'sys:config:save', log: { module: MODULE, action: '新增参数' } },
    handler: async (request) => {
      const id = await addSetting(app.db, request.body);
      await settingsChanged();
      return ok({ id });
    } });

  app.route({ ...endpoint('/api/sys/config/update'), config: { permission: 'sys:config:update', log: { module: MODULE, action: '修改参数' } },
    handler: async (request) => {
      const { id, ...fields } = request.body;
      const old = await updateSetting(app.db, id, fields);
      await settingsChanged(old.config_key === SETTING.sessionIdleMinutes);
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/config/delete'), config: { permission: 'sys:config:delete', log: { module: MODULE, action: '删除参数' } },
    handler: async (request) => {
      await deleteSettings(app.db, request.body.ids);
      await settingsChanged();
      return ok(null);
    } });

  app.route({ ...endpoint('/api/sys/config/refreshCache'), config: { permission: 'sys:config:refresh', log: { module: MODULE, action: '刷新缓存' } },
    handler: async () => {
      await settingsChanged(true);
      return ok(null, '缓存已刷新');
    } });
};

export default sysConfigRoutes;
