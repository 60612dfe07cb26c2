// Shared pieces of the work-order routes: the actor and the permission checks. Their schemas are the contracts' (contracts/workorders.ts).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/envelope.ts';
import { Refusal } from '../lib/refusal.ts';
import { canSee } from '../services/workorders/detail.ts';
import { Role } from '../services/workorders/model.ts';
import type { Actor, Db } from '../services/workorders/run-transition.ts';

export const actorOf = (request: FastifyRequest): Actor => request.user;

/** Refuses an order the user may not open as if it did not exist. */
export async function mustSee(db: Db, user: Actor, workflowId: string): Promise<void> {
  if (!(await canSee(db, user, workflowId))) throw new Refusal('工单不存在或无权查看');
}

/** HTTP 403 unless the user is an administrator or holds one of the roles. */
export function requireRole(user: Actor, roles: number[], msg = '暂无权限'): void {
  if (!user.roleIds.some((r) => r === Role.admin || roles.includes(r))) throw new ApiError(403, msg);
}
