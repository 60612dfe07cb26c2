// 系统日志: operation log and login log pages, detail, export, unlock of a locked account.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { exportLoginLog, exportOperationLog } from '../services/logs/export.ts';
import { clearLog, loginLogPage, operationLogDetail, operationLogModules, operationLogPage } from '../services/logs/log-list.ts';
import { unlockAccount } from '../services/login-limit.ts';
import { sendWorkbook, stamp } from './sys-users-import.ts';

const MODULE = '系统日志';

const sysLogsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/log/operation/page'), config: { permission: 'sys:log:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await operationLogPage(app.db, app.cache, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/log/operation/info'), config: { permission: 'sys:log:list' }, handler: async (request) =>
    ok(await operationLogDetail(app.db, request.body.id)) });

  app.route({ ...endpoint('/api/sys/log/operation/modules'), config: { permission: 'sys:log:list' }, handler: async () =>
    ok(await operationLogModules(app.db)) });

  app.route({ ...endpoint('/api/sys/log/operation/export'), config: { permission: 'sys:log:export', log: { module: MODULE, action: '导出操作日志' } },
    handler: async (request, reply) => sendWorkbook(reply, `操作日志_${stamp()}.xlsx`, (out) => exportOperationLog(app.db, request.body ?? {}, out)) });

  app.route({ ...endpoint('/api/sys/log/login/page'), config: { permission: 'sys:log:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await loginLogPage(app.db, app.cache, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/log/login/export'), config: { permission: 'sys:log:export', log: { module: MODULE, action: '导出登录日志' } },
    handler: async (request, reply) => sendWorkbook(reply, `登录日志_${stamp()}.xlsx`, (out) => exportLoginLog(app.db, request.body ?? {}, out)) });

  // 清空: the operation-log hook writes its record after this, so a cleared operation log holds just who cleared it.
  const clear = (table: 'sys_log_operation' | 'sys_log_login', resource: string) => async () => {
    const deleted = await clearLog(app.db, table);
    // Every server forgets the counts it kept of the cleared log; open consoles re-read the list.
    await app.changes.publish({ caches: ['logs:'], push: { to: 'all', event: { type: 'changed', resources: [resource] } } });
    return ok({ deleted }, `已清空 ${deleted} 条日志`);
  };

  app.route({ ...endpoint('/api/sys/log/operation/clean'), config: { permission: 'sys:log:clean', log: { module: MODULE, action: '清空操作日志' } },
    handler: clear('sys_log_operation', 'sys:log:operation') });

  app.route({ ...endpoint('/api/sys/log/login/clean'), config: { permission: 'sys:log:clean', log: { module: MODULE, action: '清空登录日志' } },
    handler: clear('sys_log_login', 'sys:log:login') });

  app.route({ ...endpoint('/api/sys/log/login/unlock'), config: { permission: 'sys:log:unlock', log: { module: MODULE, action: '解锁账号' } },
    handler: async (request) => {
      const username = request.body.username.trim().toLowerCase();
      const wasLocked = await unlockAccount(app.db, username);
      // Consoles showing the login log re-read whether the account is still locked.
      await app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: ['sys:log:login'] } } });
      return ok({ username, wasLocked }, wasLocked ? `账号 ${username} 已解锁，可立即登录` : `账号 ${username} 未被限制，无需解锁`);
    } });
};

export default sysLogsRoutes;
