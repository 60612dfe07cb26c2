// Call-centre calls and the CTI socket protocol; shared by the reference back end and the softphone.
import type { SeatStatus } from './types.ts';

export type { SeatStatus };

// ---- HTTP calls ----

/** POST /aip/callcenter/banci/page {current, size} -> data.records: the classes (班组) a seat signs in with. */
export interface CallCenterClass {
  id: number;
  className: string;
  /** How many seats of this class may be on break (示忙) at the same time. */
  busyLimit: number;
}

/** POST /aip/zCallcenterSkills/list -> data.records: skill groups; name is the value sent on the socket. */
export interface SkillGroup {
  name: string;
  description: string;
}

/** Seat list extensionStatus: 1 置闲 (idle), 2 就绪 (signed in), 3 置忙 (on break); 0 signed out. */
export type ExtensionStatus = 0 | 1 | 2 | 3;
/** Seat list callType and socket callType: 0 空闲 (no call), 1 接听中 (incoming), 2 外呼中 (outgoing). */
export type CallType = 0 | 1 | 2;

/** POST /aip/callcenter/seat/list {keyword?} -> data: the signed-in seats (transfer dialog, polled every 3 s). */
export interface SeatListRow {
  jobNumber: string;
  realName: string;
  /** Account name. */
  name: string;
  /** The seat's extension. */
  userNo: string;
  extensionStatus: ExtensionStatus;
  callType: CallType;
}

/** POST /aip/callcenter/seat/checkBusyLimit {busyReason} -> code 200 and data true when the seat may go busy; else desc says why. */
export interface BusyLimitRequest {
  busyReason: string;
}

/** POST /aip/util/phone/queryBelongingPlace {phoneNo} -> code 200, desc = the place (e.g. 云南 云澜市 移动). */
export interface BelongingPlaceRequest {
  phoneNo: string;
}

/** POST /aip/websocketErrorLog/add: one socket disconnect. */
export interface WebsocketErrorLogRequest {
  landlineNumber: string;
  /** Close code (1006 …) or the reply code (402, 500). */
  code: number;
  reason: string;
}

/** POST /aip/callcenter/seat/getCurrentTime -> data: the server clock, so call timers agree with it. */
export interface ServerTime {
  /** 'YYYY-MM-DD HH:mm:ss' (China Standard Time). */
  currentTime: string;
  timestamp: number;
}

// ---- Simulator control (demo: plays the telephone network and the citizens) ----

/** POST /aip/callcenter/sim/ring: a citizen calls the extension. */
export interface SimRingRequest {
  extension: string;
  callerNumber: string;
  /** Passed through to the softphone (e.g. '1' for a white-listed caller). */
  numberFlag?: string;
}

/** POST /aip/callcenter/sim/queue: a citizen waits in the line-up queue or the white-list queue. */
export interface SimQueueRequest {
  callerNumber: string;
  queue: QueueKind;
}

export type QueueKind = 'lineUp' | 'white';

/** POST /aip/callcenter/sim/answer | hangup | play | drop {extension, ...}. */
export interface SimExtensionRequest {
  extension: string;
}

/** POST /aip/callcenter/sim/connection {extension, refuse?, silent?}: refuse new sockets, stop answering heartbeats. */
export interface SimConnectionRequest {
  extension: string;
  refuse?: boolean;
  silent?: boolean;
}

/** POST /aip/callcenter/sim/state -> data: what the simulator holds (sim.html shows it). */
export interface SimState {
  seats: Array<{
    extension: string;
    realName: string;
    seatStatus: SeatStatus;
    busyReason: string | null;
    connections: number;
    refuse: boolean;
    silent: boolean;
    call: { callId: string; callerNumber: string; callType: CallType; answered: boolean; third: string | null } | null;
  }>;
  lineUp: string[];
  white: string[];
}

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

/** Reply codes: 200 ok, 401 bad token, 402 unknown extension, 403 not your extension, 400 bad message, 500 refused. */
export const CtiCode = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  unknownExtension: 402,
  forbidden: 403,
  failed: 500,
} as const;

/** desc values the softphone reacts to (spec §8). */
export const CtiDesc = {
  notRegistered: '分机未注册',
  muteFailed: '静音失败',
  transferOk: '转接成功',
  transferFailed: '转接失败',
  hangUpOk: '挂断成功',
  callOk: '呼叫成功',
} as const;
