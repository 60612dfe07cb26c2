// Test-only routes (registered only with testRoutes): an echo and a slow answer for the http client's tests, resets,
// reminders, and a crash and a refused value for the error handler's tests.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { EchoResult } from '../../../../src/shared/api/types.ts';
import { resetDatabase } from '../app.ts';
import { ApiError, ok } from '../lib/envelope.ts';
import { int, query } from '../lib/schema.ts';
import { createReminders } from '../services/reminders.ts';

const testRoutes: FastifyPluginAsync = async (app) => {
  const echo = async (request: FastifyRequest) =>
    ok<EchoResult>({ method: request.method, url: request.url, headers: request.headers, body: request.body ?? null }, '');
  app.all('/__test/echo', echo);
  // Under /aop too, so a test can see the client send ticket-service calls to gongdanIp:gongdanPort.
  app.all('/aop/__test/echo', { config: { public: true } }, echo);

  app.get<{ Querystring: { ms?: number } }>('/__test/slow', {
    schema: { querystring: query({ ms: int(0, 60_000) }) },
  }, async (request) => {
    await new Promise((resolve) => setTimeout(resolve, request.query.ms ?? 0));
    return { code: 0, msg: '', data: null };
  });

  // End-to-end journeys start from the seeded city, whatever an earlier journey changed.
  app.post('/__test/reset', async () => {
    await resetDatabase(app);
    return ok(null, '');
  });

  // Creates a workflow reminder for a user, as the work-order engine would (the bell's and reminders page's tests).
  app.post<{ Body: { username: string; type: number; roleType: number; workflowId: string; content: string } }>('/__test/reminder', {
    schema: { body: { type: 'object', additionalProperties: false, required: ['username', 'type', 'roleType', 'workflowId', 'content'], properties: {
      username: { type: 'string', minLength: 1, maxLength: 64 }, type: int(0, 99), roleType: int(0, 2),
      workflowId: { type: 'string', minLength: 1, maxLength: 64 }, content: { type: 'string', minLength: 1, maxLength: 500 },
    } } },
  }, async (request) => {
    const { username, ...reminder } = request.body;
    const user = await app.db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirst();
    if (!user) throw new ApiError(400, `用户不存在：${username}`);
    await createReminders(app.db, [{ userId: user.id, ...reminder }]);
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
