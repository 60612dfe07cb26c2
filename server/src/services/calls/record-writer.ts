// Writes one call detail record when a call (or one leg of a transferred call) ends in the CTI simulator:
// its times and result, the recording of an answered call, and a 漏单 for a citizen nobody answered.
import type { FastifyInstance } from 'fastify';
import type { CallResult } from '../../db/schema-calls.ts';
import { recordMissedCall } from '../workorders/miss-orders.ts';
import { storeRecording } from './recording.ts';

/** The hotline number citizens dial: the called party of every incoming call. */
export const HOTLINE_NUMBER = '12345';

export interface EndedCall {
  callId: string;
  leg: number;
  direction: 'in' | 'out';
  caller: string;
  called: string;
  queue: 'lineUp' | 'white' | null;
  skillName: string | null;
  /** Epoch ms. */
  offeredAt: number;
  queuedAt: number | null;
  rangAt: number | null;
  answeredAt: number | null;
  endedAt: number;
  result: CallResult;
  transferredTo: string | null;
  thirdNumber: string | null;
  simulated: boolean;
  /** The seat that had the call; null when the citizen left the queue before any seat rang. */
  agent: { extension: string; userId: number; realName: string } | null;
}

const seconds = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000));

export async function writeCallRecord(app: FastifyInstance, call: EndedCall): Promise<void> {
  const recordingId = call.result === 'answered' || (call.result === 'transferred' && call.answeredAt)
    ? await storeRecording(app, call.callId, call.agent?.userId ?? null, new Date(call.endedAt)) : null;
  await app.db.insertInto('call_record').values({
    call_id: call.callId, leg: call.leg, caller: call.caller, called: call.called,
    extension: call.agent?.extension ?? null, agent_id: call.agent?.userId ?? null, agent_name: call.agent?.realName ?? null,
    skill_name: call.skillName, queue: call.queue, direction: call.direction,
    offered_at: new Date(call.offeredAt), queued_at: call.queuedAt ? new Date(call.queuedAt) : null,
    rang_at: call.rangAt ? new Date(call.rangAt) : null, answered_at: call.answeredAt ? new Date(call.answeredAt) : null,
    ended_at: new Date(call.endedAt),
    wait_seconds: seconds(call.offeredAt, call.answeredAt ?? call.endedAt),
    talk_seconds: call.answeredAt ? seconds(call.answeredAt, call.endedAt) : 0,
    result: call.result, transferred_to: call.transferredTo, third_number: call.thirdNumber,
    recording_file_id: recordingId, simulated: call.simulated ? 1 : 0,
  }).onConflict((oc) => oc.columns(['call_id', 'leg']).doNothing()).execute();
  if (call.direction === 'in' && (call.result === 'abandoned' || call.result === 'missed')) {
    await recordMissedCall(app.db, { phone: call.caller, callId: call.callId, extension: call.agent?.extension ?? null, at: new Date(call.offeredAt) });
  }
}
