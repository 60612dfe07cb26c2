// Kysely table types: call detail records the CTI simulator writes, and their recordings (话单记录).
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

export type CallDirection = 'in' | 'out';
export type CallResult = 'answered' | 'abandoned' | 'missed' | 'transferred';

/** One leg of a call: a call transferred to another seat has a second leg under the same call id. */
export interface CallRecordTable {
  id: Generated<string>;
  call_id: string;
  /** 1 for the call as offered; each transfer adds a leg. */
  leg: number;
  caller: string;
  called: string;
  extension: string | null;
  agent_id: number | null;
  agent_name: string | null;
  skill_name: string | null;
  /** The queue the citizen waited in: 'lineUp' (排队) or 'white' (白名单); null when rung directly. */
  queue: string | null;
  direction: CallDirection;
  offered_at: Timestamp;
  queued_at: Timestamp | null;
  rang_at: Timestamp | null;
  answered_at: Timestamp | null;
  ended_at: Timestamp;
  wait_seconds: number;
  talk_seconds: number;
  result: CallResult;
  /** Where the leg went on transfer (an extension, a skill group or an outside number). */
  transferred_to: string | null;
  third_number: string | null;
  recording_file_id: number | null;
  /** 1 when the traffic generator made the call. */
  simulated: number;
}

export interface CallTables {
  call_record: CallRecordTable;
}
