// The push channel: an event stream per open console, fed by changes from every server (services/changes.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PUSH_HEARTBEAT_MS, type PushEvent } from '../../../src/shared/protocol/push.ts';
import { endpoint, sent } from '../lib/contract.ts';
import { dictVersion } from '../services/dict/dicts.ts';
import type { PushConnection } from '../services/push/hub.ts';

const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({ ...endpoint('GET /api/push/stream'), handler: async (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    // Headers set by the hooks so far (CORS, security) go out with the stream's own.
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // nginx must not buffer the stream (README's load-balancer sample relies on it too).
      'x-accel-buffering': 'no',
    });
    let open = true;
    const write = (text: string) => {
      if (open) res.write(text);
    };
    const connection: PushConnection = {
      userId: request.user.id,
      roleIds: request.user.roleIds,
      tokenHash: request.user.tokenHash,
      send: (event: PushEvent) => write(`data: ${JSON.stringify(event)}\n\n`),
      end: () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        app.push.remove(connection);
        res.end();
      },
    };
    const heartbeat = setInterval(() => write(': ping\n\n'), PUSH_HEARTBEAT_MS);
    request.raw.on('close', () => connection.end());
    app.push.add(connection);
    // How long to wait before reconnecting after a drop, then the greeting that tells the client it is live. The version
    // is read after joining the hub, so a write it misses is pushed; unreadable, the client re-checks anyway.
    write('retry: 2000\n\n');
    connection.send({ type: 'hello', dictVersion: await dictVersion(app.db).catch(() => undefined) });
    return sent(reply);
  } });
};

export default pushRoutes;
