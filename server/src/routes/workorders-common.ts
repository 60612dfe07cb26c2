// Shared pieces of the work-order routes: refusals as envelopes, the actor, the permission checks. Their schemas are the contracts' (contracts/workorders.ts).
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../../src/shared/api/types.ts';
import { ApiError, fail } from '../lib/envelope.ts';
import { canSee } from '../services/workorders/detail.ts';
import { Role } from '../services/workorders/model.ts';
import type { Actor, Db } from '../services/workorders/run-transition.ts';
import { TransitionRefused } from '../services/workorders/transitions.ts';

/**
 * Runs a handler's work: a refused action answers HTTP 200, code 1 and the reason; its transaction has rolled back, so
 * nothing changed. (A wrapper of the work, not of the handler, so the route's contract still types the handler.)
 */
export async function refusing<T>(work: () => Promise<T>): Promise<T | Envelope<null>> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TransitionRefused) return fail(err.message);
    throw err;
  }
}

export const actorOf = (request: FastifyRequest): Actor => request.user;

/** Refuses an order the user may not open as if it did not exist. */
export async function mustSee(db: Db, user: Actor, workflowId: string): Promise<void> {
  if (!(await canSee(db, user, workflowId))) throw new TransitionRefused('工单不存在或无权查看');
}

/** HTTP 403 unless the user is an administrator or holds one of the roles. */
export function requireRole(user: Actor, roles: number[], msg = '暂无权限'): void {
  if (!user.roleIds.some((r) => r === Role.admin || roles.includes(r))) throw new ApiError(403, msg);
}
