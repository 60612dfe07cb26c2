// Call-centre calls and the CTI socket protocol; shared by the reference back end and the softphone.
// The HTTP calls' bodies are the contracts' (contracts/callcenter.ts); the socket's messages are typed here.
import type { CallType, ExtensionStatus, QueueKind, SeatStatus } from './contracts/callcenter.ts';

export type {
  BelongingPlaceRequest, BusyLimitRequest, CallCenterClass, CallType, ExtensionStatus, QueueKind, SeatListRow, SeatStatus, ServerTime,
  SimConnectionRequest, SimExtensionRequest, SimQueueRequest, SimRingRequest, SimState, SkillGroup, WebsocketErrorLogRequest,
} from './contracts/callcenter.ts';

// ---- CTI socket: client -> server ----

export type SetAgentStatus = 'checkIn' | 'checkOut' | 'showLeisure' | 'showBusy';

export type CtiRequest =
  | { type: 'connect'; agentnum: string; token: string; callId?: string; callerNumber?: string; reconnect?: SeatSocketData | null }
  | { type: 'heartBeat' }
  | {
      type: 'setAgentInfo';
      status: SetAgentStatus;
      finishTime: number;
      classId?: number;
      skillName?: string;
      skillDescribe?: string;
      busyReason?: string;
    }
  | { type: 'checkOutTimes'; agentnum: string }
  /** Ours beyond the spec: calledType 1 calls a skill group (skillName), classId is the class the call counts for. */
  | { type: 'call'; calledNumber: string; callerNumber: string; isWorkOrder: 0 | 1; calledType?: 1 | 2; skillName?: string; classId?: number }
  | { type: 'hangUp' }
  | { type: 'transfer'; calledType: 1 | 2 | 3; transferType: 'consult'; calledNum: string; callerNum: string; skillName?: string }
  | { type: 'conference'; thirdCalledNumber: string }
  | { type: 'silence'; silenceType: 'speak'; op: 'start' | 'stop' }
  | { type: 'acceptCall'; sipHost: string }
  /** Ours: take the first caller waiting in a queue (the panel's two queue buttons). */
  | { type: 'pickQueue'; queue: QueueKind };

export type CtiRequestType = CtiRequest['type'];

// ---- CTI socket: server -> client ----

/** Seat socket data: every message from the server carries the seat as the server holds it. */
export interface SeatSocketData {
  seatStatus: SeatStatus;
  busyReason: string | null;
  /** Ours: 1 置闲 after showLeisure, 2 就绪 right after checkIn, 3 置忙, 0 signed out. */
  extensionStatus: ExtensionStatus;
  /** What happened last: a call event (ring, answer, …), a reply type, or 'status'. */
  eventType: string;
  callType: CallType;
  callerNumber: string;
  callId: string;
  sipHost: string;
  isWorkOrder: 0 | 1;
  numberFlag: string;
  lineUpNum: number;
  whiteQNum: number;
  extensionStatusUpdateTime: string | null;
  callTypeUpdateTime: string | null;
  /** Server time of this message, 'YYYY-MM-DD HH:mm:ss'. */
  date: string;
  /** Ours: when the call was answered (epoch ms), for answerReconnect. */
  callStartTime: number | null;
  /** Ours: the conference third party, when there is one. */
  thirdNumber: string;
  /** Ours: the microphone is muted. */
  muted: boolean;
  /** Ours: class and skill group signed in with. */
  classId: number | null;
  skillName: string;
}

export type CtiEventType =
  | 'ring' | 'answer' | 'answerReconnect' | 'hangUp' | 'playStart' | 'playEnd'
  | 'thirdRing' | 'thirdAnswer' | 'thirdHangUp' | 'queue' | 'status';

/** Every server message: a reply to a request (same type) or a pushed event; code 200 = success. */
export interface CtiMessage {
  type: CtiRequestType | CtiEventType;
  code: number;
  desc: string;
  data: SeatSocketData | null;
}

