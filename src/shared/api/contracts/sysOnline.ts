// 在线用户: the live sessions (never a token: each has a public id) and 强退.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Optional, OptionalBody, NullableText, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

export const OnlineSession = Type.Object({
  /** The session's public id. */
  id: Type.String(),
  userId: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  deptName: NullableText(),
  ip: NullableText(),
  browser: Type.String(),
  os: Type.String(),
  loginTime: Type.String(),
  lastSeen: Type.String(),
  /** The session of the caller itself (it cannot force itself out). */
  current: Type.Boolean(),
});
export type OnlineSession = Static<typeof OnlineSession>;

export const OnlinePageRequest = OptionalBody({
  ...Paging,
  username: Optional(Str(100)),
  ip: Optional(Str(64)),
});
export type OnlinePageRequest = Static<typeof OnlinePageRequest>;

export const sysOnlineEndpoints = {
  '/api/sys/online/page': { body: OnlinePageRequest, reply: Page(OnlineSession) },
  /** Ends the session on every server; the console is told why and returns to sign-in. */
  '/api/sys/online/forceLogout': { body: Body({ id: ReqStr(64) }), reply: Type.Null() },
} as const satisfies EndpointMap;
