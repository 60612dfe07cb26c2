// New calls and call legs as a seat holds them, and the answer every simulator control gives.
import { randomUUID } from 'node:crypto';
import type { QueueKind } from '../../../src/shared/api/callcenter.types.ts';
import { HOTLINE_NUMBER } from '../services/calls/record-writer.ts';
import type { CallTimeline, LiveCall } from './seats.ts';

/** The SIP server the softphone registers its media with (acceptCall's sipHost). */
export const SIP_HOST = 'sip.yunlan12345.local';

export type SimResult = { ok: true } | { ok: false; desc: string };
export const DONE: SimResult = { ok: true };
export const refused = (desc: string): SimResult => ({ ok: false, desc });

/** Who ended a call that was never answered: the agent rejecting it or the ring timing out is 未接, the citizen hanging up 放弃. */
export type EndedBy = 'agent' | 'citizen' | 'timeout';

export function newCallId(): string {
  return randomUUID().replace(/-/g, '');
}

/** The timeline of a citizen's call to the hotline. */
export function incoming(caller: string, at: number, extra: Partial<CallTimeline>): CallTimeline {
  return { leg: 1, direction: 'in', caller, called: HOTLINE_NUMBER, queue: null, skillName: null, offeredAt: at, queuedAt: null, rangAt: null, thirdNumber: null, simulated: false, ...extra };
}

export function newCall(callId: string, callerNumber: string, callType: 1 | 2, extra: Partial<LiveCall> = {}): LiveCall {
  return {
    callId, callerNumber, callType, answered: false, startTime: null, isWorkOrder: 0, numberFlag: '', sipHost: SIP_HOST,
    peer: null, third: null, thirdAnswered: false, muted: false, ...extra,
  };
}

/** The leg a transfer starts: the citizen is offered again, to the seat or group it was transferred to. */
export function nextLeg(call: LiveCall, skillName: string | null, queue: QueueKind | null, at: number): CallTimeline {
  const prev = call.cdr;
  return {
    leg: (prev?.leg ?? 1) + 1, direction: prev?.direction ?? 'in', caller: prev?.caller ?? call.callerNumber, called: prev?.called ?? HOTLINE_NUMBER,
    queue, skillName, offeredAt: at, queuedAt: queue ? at : null, rangAt: queue ? null : at, thirdNumber: null, simulated: prev?.simulated ?? false,
  };
}
