// The one endpoint map: every call's method, path, input and reply. The server registers and validates its routes from
// it and declares each reply schema; the client's call functions take their types from it (type imports only).
import type { Static, TSchema } from '@sinclair/typebox';
import { authEndpoints } from './auth.ts';
import { callcenterEndpoints } from './callcenter.ts';
import { dictEndpoints } from './dict.ts';
import { menuEndpoints } from './menu.ts';
import { noticeEndpoints } from './notices.ts';
import { orgEndpoints } from './org.ts';
import { workorderEndpoints } from './workorders.ts';
import type { Endpoint } from './schema.ts';

export const endpoints = {
  ...authEndpoints,
  ...menuEndpoints,
  ...dictEndpoints,
  ...orgEndpoints,
  ...noticeEndpoints,
  ...callcenterEndpoints,
  ...workorderEndpoints,
} as const;

export type Endpoints = typeof endpoints;
/** `'/api/login'` (POST) or `'GET /aop/workflow/detail'`; may hold a `:name` path parameter. */
export type EndpointKey = keyof Endpoints;

type ParamsOf<K extends EndpointKey> = Endpoints[K] extends { params: infer P extends TSchema } ? Static<P> : Record<string, string>;

/** The key with its `:name` segment replaced by the values the parameter takes. */
type Concrete<K extends EndpointKey> = K extends `${infer Head}:${infer Name}`
  ? `${Head}${Extract<ParamsOf<K>[Name & keyof ParamsOf<K>], string>}`
  : K;

/** What a client passes as the path: an endpoint key, with any path parameter filled in. */
export type EndpointPath = { [K in EndpointKey]: Concrete<K> }[EndpointKey];

/** The endpoint a client path names (an exact key first, then a key with a path parameter). */
export type KeyOf<P extends string> = P extends EndpointKey ? P : { [K in EndpointKey]: P extends Concrete<K> ? K : never }[EndpointKey];
export type EndpointOf<P extends string> = Endpoints[KeyOf<P>] & Endpoint;

type BodyInput<E> = E extends { multipart: true }
  ? { body: FormData }
  : E extends { body: infer B extends TSchema }
    ? undefined extends Static<B> ? { body?: Static<B> } : { body: Static<B> }
    : unknown;
type QueryInput<E> = E extends { query: infer Q extends TSchema }
  ? {} extends Static<Q> ? { query?: Static<Q> } : { query: Static<Q> }
  : unknown;

/** The input of a call: `{ body }` and/or `{ query }` as the endpoint takes them. */
export type RequestOf<P extends string> = BodyInput<EndpointOf<P>> & QueryInput<EndpointOf<P>>;
/** The envelope's data of a successful call. */
export type ReplyOf<P extends string> = Static<EndpointOf<P>['reply']>;
/** True when the call needs no input at all. */
export type InputOptional<P extends string> = {} extends RequestOf<P> ? true : false;

/** Paths of the calls that answer a file. */
export type FilePath = { [K in EndpointKey]: Endpoints[K] extends { file: true } ? Concrete<K> : never }[EndpointKey];
