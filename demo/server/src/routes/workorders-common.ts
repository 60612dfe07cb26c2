// Shared pieces of the work-order routes: refusals as envelopes, the actor. Their schemas are the contracts' (contracts/workorders.ts).
import type { FastifyRequest } from 'fastify';
import type { Envelope } from '../../../../src/shared/api/types.ts';
import { fail } from '../lib/envelope.ts';
import type { Actor } from '../services/workorders/run-transition.ts';
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
