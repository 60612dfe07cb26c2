// Shared pieces of the work-order routes: the actor and the role check. Their schemas are the contracts' (contracts/workorders.ts).
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/envelope.ts';
import { Role } from '../services/workorders/model.ts';
import type { Actor } from '../services/workorders/run-transition.ts';

export const actorOf = (request: FastifyRequest): Actor => request.user;

/** HTTP 403 unless the user is an administrator or holds one of the roles. */
export function requireRole(user: Actor, roles: number[], msg = '暂无权限'): void {
  if (!user.roleIds.some((r) => r === Role.admin || roles.includes(r))) throw new ApiError(403, msg);
}
