// Sign-in and sign-out.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoint } from '../lib/contract.ts';
import { ApiError, fail, ok } from '../lib/envelope.ts';
import { verifySignIn } from '../lib/password.ts';
import { recordLogin } from '../services/logs/log-list.ts';
import { beginLoginAttempt, forgiveFailures, waitMessage } from '../services/login-limit.ts';
import { createSession, endSession } from '../services/sessions.ts';
import { rehashIfOld, signInAccount } from '../services/users/sign-in.ts';

const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('/api/login'), config: { public: true }, handler: async (request, reply) => {
    const username = request.body.username.trim().toLowerCase();
    const { password } = request.body;
    const ip = request.ip;
    // Every attempt leaves one row in the login log (系统日志); losing that row must not refuse the sign-in.
    const logAttempt = (status: 0 | 1 | 2, msg: string, userId: number | null = null) =>
      recordLogin(app.db, { userId, username, ip, userAgent: request.headers['user-agent'], status, msg })
        .catch((error: unknown) => request.log.error({ err: error }, '登录日志写入失败'));

    // While a pause runs the password is not even checked; otherwise this attempt counts as a failure until it succeeds.
    const wait = await beginLoginAttempt(app.db, username, ip);
    if (wait > 0) {
      await logAttempt(2, waitMessage(wait));
      reply.header('retry-after', Math.ceil(wait / 1000));
      throw new ApiError(429, waitMessage(wait));
    }

    const user = await signInAccount(app.db, username);
    // An unknown name costs the same time as a wrong password, so names cannot be probed.
    const valid = await verifySignIn(password, user?.password_hash);
    if (!user || !valid) {
      await logAttempt(0, '用户名或密码错误', user?.id ?? null);
      return fail('用户名或密码错误');
    }
    if (user.status !== 1) {
      await logAttempt(0, '账号已被禁用，请联系管理员', user.id);
      return fail('账号已被禁用，请联系管理员');
    }

    await forgiveFailures(app.db, username, ip);
    await rehashIfOld(app.db, user, password);
    const session = await createSession(app.db, user.id, ip, app.config.tokenTtlMs, request.headers['user-agent']);
    await logAttempt(1, '登录成功', user.id);
    return ok({ token: session.token, userId: user.id, vCode: session.vCode, mustChangePassword: user.must_change_password }, '登录成功');
  } });

  app.route({ ...endpoint('/api/logout'), config: { beforePasswordChange: true }, handler: async (request) => {
    await endSession(app.db, request.user.tokenHash);
    app.sessions.drop(request.user.tokenHash);
    // Every server re-checks this user's push streams: the one of this token, wherever it is open, is ended.
    await app.changes.publish({ sessionsOf: [request.user.id] });
    return ok(null, '已退出登录');
  } });
};

export default authRoutes;
