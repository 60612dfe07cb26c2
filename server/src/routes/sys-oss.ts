// 云存储: every uploaded file, preview and download, delete, storage configuration.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint, sendBytes } from '../lib/contract.ts';
import { fail, ok } from '../lib/envelope.ts';
import { pageOf } from '../lib/paging.ts';
import { SecretKeyMissing } from '../lib/secrets.ts';
import { readablePreview } from '../services/storage/file-access.ts';
import { deleteFiles, filePage } from '../services/storage/files.ts';
import { publicSettings, saveSettings, settingsFromInput } from '../services/storage/settings.ts';
import { contentDisposition } from './notices.ts';

const MODULE = '云存储';
const OSS_RESOURCE = 'sys:oss';

const sysOssRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/sys/oss/page'), config: { permission: 'sys:oss:list' }, handler: async (request) => {
    const input = request.body ?? {};
    return ok(await filePage(app.db, input, pageOf(input)));
  } });

  app.route({ ...endpoint('/api/sys/oss/delete'), config: { permission: 'sys:oss:delete', log: { module: MODULE, action: '删除文件' } },
    handler: async (request) => {
      await deleteFiles(app, [...new Set(request.body.ids)]);
      await app.changes.publish({ push: { to: 'all', event: { type: 'changed', resources: [OSS_RESOURCE] } } });
      return ok(null, '删除成功');
    } });

  app.route({ ...endpoint('GET /api/sys/oss/preview'), config: { permission: 'sys:oss:list' }, handler: async (request, reply) => {
    const file = await readablePreview(app, request.user, request.query.id);
    // Shown inline, so it must not run anything: a sandboxed document of exactly the type its bytes say.
    reply.header('content-security-policy', 'sandbox').header('x-content-type-options', 'nosniff');
    return sendBytes(reply, file.data, { 'content-type': file.contentType, 'content-disposition': contentDisposition(file.name, 'inline') });
  } });

  app.route({ ...endpoint('/api/sys/oss/config'), config: { permission: 'sys:oss:config' }, handler: async () =>
    ok(publicSettings(await app.storage.settings())) });

  app.route({ ...endpoint('/api/sys/oss/testConfig'), config: { permission: 'sys:oss:config' }, handler: async (request) => {
    const checked = settingsFromInput(request.body, await app.storage.settings());
    if (!checked.ok) return fail(checked.reason);
    const failed = await app.storage.probe(checked.settings);
    if (failed) request.log.warn({ reason: failed.detail }, '存储连接测试失败');
    return failed ? fail(`连接失败：${failed.answer}`) : ok(null, '连接成功');
  } });

  app.route({ ...endpoint('/api/sys/oss/saveConfig'), config: { permission: 'sys:oss:config', log: { module: MODULE, action: '修改存储配置' } },
    handler: async (request) => {
      const current = await app.storage.settings();
      const checked = settingsFromInput(request.body, current);
      if (!checked.ok) return fail(checked.reason);
      if (checked.settings.s3?.secretAccessKey && !checked.settings.secretKept && !app.secrets.hasKey) return fail(new SecretKeyMissing().message);
      // New uploads go where this says: refuse a configuration that cannot store a file.
      const failed = await app.storage.probe({ ...checked.settings, s3: checked.settings.backend === 's3' ? checked.settings.s3 : null });
      if (failed) {
        request.log.warn({ reason: failed.detail }, '存储配置未保存：连接测试失败');
        return fail(`连接失败，未保存：${failed.answer}`);
      }
      await saveSettings(app.db, checked.settings, current, request.user.id, app.secrets);
      await app.changes.publish({ caches: ['storage:'] });
      return ok(null, '保存成功');
    } });
};

export default sysOssRoutes;
