// Test-only routes (registered only with testRoutes): an echo and a slow answer for the http client's tests, resets,
// reminders, failed sign-ins, and a crash and a refused value for the error handler's tests.
// These routes are not in the contracts' endpoint map: they exist only for tests and declare no reply schema (the echo
// answers whatever headers and body arrive, which a schema would cut down).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { Body, Int, Optional, ReqStr } from '../../../src/shared/api/contracts/schema.ts';
import type { EchoResult } from '../../../src/shared/api/types.ts';
import { resetDatabase } from '../app.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { createReminders } from '../services/reminders.ts';

const testRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const echo = async (request: FastifyRequest) =>
    ok<EchoResult>({ method: request.method, url: request.url, headers: request.headers, body: request.body ?? null }, '');
  app.all('/__test/echo', echo);
  // Under /aop too, so a test can see the client send ticket-service calls to gongdanIp:gongdanPort.
  app.all('/aop/__test/echo', { config: { public: true } }, echo);

  app.get('/__test/slow', { schema: { querystring: Body({ ms: Optional(Int(0, 60_000)) }) } }, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, request.query.ms ?? 0));
    return { code: 0, msg: '', data: null };
  });

  // End-to-end journeys start from the seeded city, whatever an earlier journey changed; ?history=1 adds a month of history.
  app.post('/__test/reset', { schema: { querystring: Body({ history: Optional(Int(0, 1)) }) } }, async (request) => {
    await resetDatabase(app, { history: request.query.history === 1 });
    return ok(null, '');
  });

  // The raw call records with their times in ms: the call-centre journey computes the traffic figures from them itself.
  app.post('/__test/call-records', async () => {
    const rows = await app.db.selectFrom('call_record').select(['call_id', 'leg', 'direction', 'extension', 'result', 'offered_at', 'answered_at', 'talk_seconds']).execute();
    return ok(rows.map((r) => ({
      callId: r.call_id, leg: r.leg, direction: r.direction, extension: r.extension, result: r.result, offeredAt: r.offered_at.getTime(),
      answeredAt: r.answered_at?.getTime() ?? null, talkSeconds: r.talk_seconds,
    })), '');
  });

  // Creates a workflow reminder for a user, as the work-order engine would (the bell's and reminders page's tests).
  app.post('/__test/reminder', {
    schema: { body: Body({ username: ReqStr(64), type: Int(0, 99), roleType: Int(0, 2), workflowId: ReqStr(64), content: ReqStr(500) }) },
  }, async (request) => {
    const { username, ...reminder } = request.body;
    const user = await app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) throw new ApiError(400, `用户不存在：${username}`);
    await createReminders(app.db, [{ userId: user.id, ...reminder }]);
    return ok(null, '');
  });

  // Records failed sign-ins of an account from the caller's address, as that many wrong passwords would without waiting
  // out the pauses between them (the login log's tests need a pause long enough to look at).
  app.post('/__test/login-failures', { schema: { body: Body({ username: ReqStr(64), count: Int(1, 50) }) } }, async (request) => {
    const { username, count } = request.body;
    await app.db.insertInto('login_failure').values(Array.from({ length: count }, () => ({ username, ip: request.ip }))).execute();
    return ok(null, '');
  });

  // Proves a crashing handler answers a 500 envelope and the server keeps serving.
  app.get('/__test/crash', async () => {
    throw new Error('故意的测试异常');
  });

  // Proves a value PostgreSQL refuses (class 22, data exception) that slipped past the input checks answers a 400.
  app.get('/__test/bad-value', async () => {
    await sql`select ${'不是数字'}::int`.execute(app.db);
    return ok(null, '');
  });
};

export default testRoutes;
