// The one endpoint map: every call's method, path, input and reply. The server registers and validates its routes from
// it and declares each reply schema; the client's call functions take their types from it (type imports only).
import type { Static, TSchema } from '@sinclair/typebox';
import { authEndpoints } from './auth.ts';
import { callcenterEndpoints } from './callcenter.ts';
import { dashboardEndpoints } from './dashboard.ts';
import { dictEndpoints } from './dict.ts';
import { menuEndpoints } from './menu.ts';
import { noticeEndpoints } from './notices.ts';
import { orgEndpoints } from './org.ts';
import { pushEndpoints } from './push.ts';
import { sysDeptEndpoints } from './sysDept.ts';
import { sysPostEndpoints } from './sysPost.ts';
import { sysCalendarEndpoints } from './sysCalendar.ts';
import { dispatchCatalogueEndpoints } from './dispatchCatalogue.ts';
import { sysRoleEndpoints } from './sysRole.ts';
import { sysUserEndpoints } from './sysUser.ts';
import { sysUserImportEndpoints } from './sysUserImport.ts';
import { sysAreaEndpoints } from './sysArea.ts';
import { sysLogEndpoints } from './sysLog.ts';
import { sysScheduleEndpoints } from './sysSchedule.ts';
import { sysOssEndpoints } from './sysOss.ts';
import { sysOnlineEndpoints } from './sysOnline.ts';
import { sysConfigEndpoints } from './sysConfig.ts';
import { rosterEndpoints } from './rosters.ts';
import { callRecordEndpoints } from './callRecords.ts';
import { monitorEndpoints } from './monitor.ts';
import { trafficEndpoints } from './traffic.ts';
import { statsEndpoints } from './stats.ts';
import { workorderEndpoints } from './workorders.ts';
import { objectionEndpoints } from './objections.ts';
import { integratedEndpoints } from './integrated.ts';
import { knowledgeEndpoints } from './knowledge.ts';
import type { Endpoint, Method } from './schema.ts';

export const endpoints = {
  ...authEndpoints,
  ...menuEndpoints,
  ...dictEndpoints,
  ...orgEndpoints,
  ...noticeEndpoints,
  ...callcenterEndpoints,
  ...workorderEndpoints,
  ...objectionEndpoints,
  ...pushEndpoints,
  ...sysUserEndpoints,
  ...sysUserImportEndpoints,
  ...sysRoleEndpoints,
  ...sysDeptEndpoints,
  ...sysPostEndpoints,
  ...sysCalendarEndpoints,
  ...dispatchCatalogueEndpoints,
  ...knowledgeEndpoints,
  ...trafficEndpoints,
  ...statsEndpoints,
  ...monitorEndpoints,
  ...callRecordEndpoints,
  ...rosterEndpoints,
  ...sysOssEndpoints,
  ...sysOnlineEndpoints,
  ...sysConfigEndpoints,
  ...sysScheduleEndpoints,
  ...sysLogEndpoints,
  ...sysAreaEndpoints,
  ...dashboardEndpoints,
  ...integratedEndpoints,
} as const;

export type Endpoints = typeof endpoints;
/** `'/api/login'` (POST) or `'GET /aop/workflow/detail'`; may hold a `:name` path parameter. */
export type EndpointKey = keyof Endpoints;

type ParamsOf<K extends EndpointKey> = Endpoints[K] extends { params: infer P extends TSchema } ? Static<P> : Record<string, string>;
type UrlOf<K extends string> = K extends `${Method} ${infer U}` ? U : K;
type MethodOf<K extends string> = K extends `${infer M extends Method} ${string}` ? M : 'POST';

/** The key's URL with its `:name` segment replaced by the values the parameter takes. */
type Concrete<K extends EndpointKey> = UrlOf<K> extends `${infer Head}:${infer Name}`
  ? `${Head}${Extract<ParamsOf<K>[Name & keyof ParamsOf<K>], string>}`
  : UrlOf<K>;

/** What a client passes as the path: an endpoint's URL, with any path parameter filled in. */
export type EndpointPath = { [K in EndpointKey]: Concrete<K> }[EndpointKey];

type ExactKey<P extends string> = { [K in EndpointKey]: P extends UrlOf<K> ? (UrlOf<K> extends P ? K : never) : never }[EndpointKey];
/** The endpoint a client path names (an exact URL first, then a URL with a path parameter). */
export type KeyOf<P extends string> = [ExactKey<P>] extends [never] ? { [K in EndpointKey]: P extends Concrete<K> ? K : never }[EndpointKey] : ExactKey<P>;
export type EndpointOf<P extends string> = Endpoints[KeyOf<P>] & Endpoint;

type MethodInput<K extends string> = MethodOf<K> extends 'POST' ? { method?: 'POST' } : { method: MethodOf<K> };
type BodyInput<E> = E extends { multipart: true }
  ? { body: FormData }
  : E extends { body: infer B extends TSchema }
    ? undefined extends Static<B> ? { body?: Static<B> } : { body: Static<B> }
    : unknown;
type QueryInput<E> = E extends { query: infer Q extends TSchema }
  ? {} extends Static<Q> ? { query?: Static<Q> } : { query: Static<Q> }
  : unknown;

/** The input of a call: its method when it is not POST, and `{ body }` and/or `{ query }` as the endpoint takes them. */
export type RequestOf<P extends string> = MethodInput<KeyOf<P>> & BodyInput<EndpointOf<P>> & QueryInput<EndpointOf<P>>;
/** The envelope's data of a successful call. */
export type ReplyOf<P extends string> = Static<EndpointOf<P>['reply']>;

/** Paths of the calls that answer a file. */
export type FilePath = { [K in EndpointKey]: Endpoints[K] extends { file: true } ? Concrete<K> : never }[EndpointKey];
