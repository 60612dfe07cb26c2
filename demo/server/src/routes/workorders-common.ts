// Shared pieces of the work-order routes: refusals as envelopes, schemas of order fields, the actor.
import type { FastifyRequest } from 'fastify';
import { fail } from '../lib/envelope.ts';
import { int, requiredStr, str } from '../lib/schema.ts';
import type { Actor } from '../services/workorders/store.ts';
import { TransitionRefused } from '../services/workorders/transitions.ts';

/** A refused action answers HTTP 200, code 1 and the reason; its transaction has rolled back, so nothing changed. */
export function refusable<R extends FastifyRequest, T>(handler: (request: R) => Promise<T>) {
  return async (request: R) => {
    try {
      return await handler(request);
    } catch (err) {
      if (err instanceof TransitionRefused) return fail(err.message);
      throw err;
    }
  };
}

export const actorOf = (request: FastifyRequest): Actor => request.user;

export const workflowIdStr = requiredStr(40);
export const idList = (max = 200) => ({ type: 'array', items: workflowIdStr, minItems: 1, maxItems: max }) as const;
export const deptIdList = { type: 'array', items: int(1), maxItems: 20 } as const;

export const fieldProps = {
  citizenName: requiredStr(50),
  phone: requiredStr(20),
  callerLocation: str(100),
  channel: requiredStr(4),
  appealType: requiredStr(4),
  eventTypeId: int(1),
  regionId: int(1),
  address: str(200),
  content: requiredStr(4000),
  urgency: str(4, 1),
  isSecret: int(0, 1),
  timeLimit: int(1, 60),
  menuType: int(1, 9),
  exceptionType: int(0, 9),
  callId: str(64),
  coDeptIds: deptIdList,
  attachments: {
    type: 'array', maxItems: 20,
    items: { type: 'object', additionalProperties: false, properties: { fileId: requiredStr(100), fileName: requiredStr(200) }, required: ['fileId', 'fileName'] },
  },
};
export const requiredFields = ['citizenName', 'phone', 'channel', 'appealType', 'content'];

/** Every call that acts on one existing order. */
export const actionProps = {
  workflowId: workflowIdStr,
  version: int(1),
  processid: str(64),
  opinion: str(2000),
};

export const listFilterProps = {
  page: int(1, 100_000),
  current: int(1, 100_000),
  size: int(1, 500),
  queryType: { type: ['integer', 'string'], maxLength: 20 },
  startTime: str(30),
  endTime: str(30),
  phone: str(20),
  workflowId: str(40),
  status: int(1, 9),
  deptId: int(1),
  eventTypeId: int(1),
  appealType: str(4),
  keyword: str(100),
  overdue: { type: 'boolean' },
  followed: { type: 'boolean' },
  sortField: { type: 'string', enum: ['createTime', 'deadline', 'updateTime', 'urgency'] },
  sortOrder: { type: 'string', enum: ['asc', 'desc'] },
};
