// The push channel: one server-to-browser event stream per console.
import { Type } from '@sinclair/typebox';
import { Body, type EndpointMap } from './schema.ts';

export const pushEndpoints = {
  /** Stays open: `data: <PushEvent JSON>` lines (src/shared/protocol/push.ts); the token goes in the headers. */
  'GET /api/push/stream': { query: Body({}), reply: Type.Null(), stream: true },
} as const satisfies EndpointMap;
