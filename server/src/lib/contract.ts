// Routes from the contracts: an endpoint key gives the route's method, URL, input schemas and the reply's schema
// (the serializer writes only what the reply schema declares, and the handler's return type is checked against it).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { endpoints, type EndpointKey, type Endpoints } from '../../../src/shared/api/contracts/endpoints.ts';
import { Envelope, EnvelopeWithDesc, type Endpoint, type Method, type TSchema } from '../../../src/shared/api/contracts/schema.ts';

type EnvelopeOf<E extends Endpoint> = E extends { desc: true }
  ? ReturnType<typeof EnvelopeWithDesc<E['reply']>>
  : ReturnType<typeof Envelope<E['reply']>>;

/** Fastify's route schema of an endpoint (a multipart body is read by the handler, not validated here). */
export type RouteSchema<E extends Endpoint> =
  & (E extends { multipart: true } ? unknown : E extends { body: infer B extends TSchema } ? { body: B } : unknown)
  & (E extends { query: infer Q extends TSchema } ? { querystring: Q } : unknown)
  & (E extends { params: infer P extends TSchema } ? { params: P } : unknown)
  & { response: { 200: EnvelopeOf<E> } };

/** Which endpoint each registered route schema came from, so the server can check that none is missing. */
export const endpointOfSchema = new WeakMap<object, string>();

/** Method, URL and schema of a route, from its endpoint: `app.route({ ...endpoint('/api/login'), handler })`. */
export function endpoint<K extends EndpointKey>(key: K): { method: Method; url: string; schema: RouteSchema<Endpoints[K]> } {
  const e: Endpoint = endpoints[key];
  const space = key.indexOf(' ');
  const method = (space < 0 ? 'POST' : key.slice(0, space)) as Method;
  const url = space < 0 ? key : key.slice(space + 1);
  const schema: Record<string, unknown> = {
    response: { 200: e.desc ? EnvelopeWithDesc(e.reply) : Envelope(e.reply) },
  };
  if (e.body && !e.multipart) schema.body = e.body;
  if (e.query) schema.querystring = e.query;
  if (e.params) schema.params = e.params;
  endpointOfSchema.set(schema, key);
  return { method, url, schema: schema as RouteSchema<Endpoints[K]> };
}

/**
 * For a handler that has already sent its answer itself (a file, or JSON it serialised and cached): Fastify must be
 * handed the reply back, which the typed return of the route cannot express.
 */
export const sent = (reply: FastifyReply): never => reply as never;

/** Sends a file's bytes (a download, an export): no reply schema applies to them. */
export function sendBytes(reply: FastifyReply, bytes: Buffer, headers: { 'content-type': string; 'content-disposition': string }): never {
  return sent(reply.headers(headers).send(bytes));
}

/** Sends JSON serialised earlier (by `reply.serialize`, so by the reply schema) and cached. */
export function sendJson(reply: FastifyReply, json: string): never {
  return sent(reply.type('application/json; charset=utf-8').send(json));
}

/**
 * Watches routes as they are registered; the returned check throws unless every endpoint of the map is served and
 * every API route came from one (test-only routes and the CTI socket excepted).
 */
export function trackContracts(app: FastifyInstance, isApiPath: (url: string) => boolean): () => void {
  const served = new Set<string>();
  const unlisted: string[] = [];
  app.addHook('onRoute', (route) => {
    const key = route.schema ? endpointOfSchema.get(route.schema) : undefined;
    if (key) served.add(key);
    else if (isApiPath(route.url) && !route.url.includes('/__test/') && !(route as { websocket?: boolean }).websocket) {
      unlisted.push(`${String(route.method)} ${route.url}`);
    }
  });
  return () => {
    const missing = Object.keys(endpoints).filter((key) => !served.has(key));
    if (missing.length) throw new Error(`契约中的接口没有路由：${missing.join('，')}`);
    if (unlisted.length) throw new Error(`路由没有契约（src/shared/api/contracts）：${unlisted.join('，')}`);
  };
}
