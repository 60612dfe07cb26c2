// Opt-in timings for the centre bench (HOTLINE_TIMINGS=path): one JSON line per answer with its route and how long the
// server took; off unless a path is given. Paths only, never query strings, headers or bodies (no tokens).
import { createWriteStream, type WriteStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export interface TimingsOptions {
  /** File the timing lines are appended to; none written without it. */
  timingsPath?: string;
}

let out: WriteStream | null = null;

/** One line for what was answered outside Fastify's request cycle (a socket's heartbeat reply); nothing when timings are off. */
export function recordTiming(route: string, ms: number): void {
  out?.write(`${JSON.stringify({ route, ms })}\n`);
}

export function installTimings(app: FastifyInstance, opts: TimingsOptions): void {
  if (!opts.timingsPath) return;
  const stream = createWriteStream(opts.timingsPath, { flags: 'a' });
  out = stream;
  app.addHook('onResponse', (request, reply, done) => {
    const route = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    stream.write(`${JSON.stringify({ route, path: request.url.split('?')[0], ms: reply.elapsedTime, status: reply.statusCode })}\n`);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    if (out === stream) out = null;
    stream.end(done);
  });
}
