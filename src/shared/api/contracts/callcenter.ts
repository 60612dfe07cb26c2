// Call centre (spec §7): classes, skill groups, the seat list, busy limit, phone place, socket error log, server time,
// and the simulator's control (ring, queue, answer as the citizen, drop connections).
import { Type, type Static } from '@sinclair/typebox';
import {
  Body, Int, IntEnum, NoBody, Nullable, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, StringEnum, type EndpointMap,
} from './schema.ts';

/** A seat's state as the telephone system names it. */
export const SeatStatus = StringEnum(['Logged Out', 'Available (On Demand)', 'On Break']);
export type SeatStatus = Static<typeof SeatStatus>;

/** Seat list extensionStatus: 1 置闲 (idle), 2 就绪 (signed in), 3 置忙 (on break); 0 signed out. */
export const ExtensionStatus = IntEnum([0, 1, 2, 3]);
export type ExtensionStatus = Static<typeof ExtensionStatus>;
/** Seat list callType and socket callType: 0 空闲 (no call), 1 接听中 (incoming), 2 外呼中 (outgoing). */
export const CallType = IntEnum([0, 1, 2]);
export type CallType = Static<typeof CallType>;

/** A class (班组) a seat signs in with. */
export const CallCenterClass = Type.Object({
  id: Type.Integer(),
  className: Type.String(),
  /** How many seats of this class may be on break (示忙) at the same time. */
  busyLimit: Type.Integer(),
});
export type CallCenterClass = Static<typeof CallCenterClass>;

/** A skill group; name is the value sent on the socket. */
export const SkillGroup = Type.Object({ name: Type.String(), description: Type.String() });
export type SkillGroup = Static<typeof SkillGroup>;

/** A signed-in seat (transfer dialog, polled every 3 s). */
export const SeatListRow = Type.Object({
  jobNumber: Type.String(),
  realName: Type.String(),
  /** Account name. */
  name: Type.String(),
  /** The seat's extension. */
  userNo: Type.String(),
  extensionStatus: ExtensionStatus,
  callType: CallType,
});
export type SeatListRow = Static<typeof SeatListRow>;

/** code 200 and data true when the seat may go busy; else desc says why. */
export const BusyLimitRequest = Body({ busyReason: ReqStr(20) });
export type BusyLimitRequest = Static<typeof BusyLimitRequest>;

/** code 200, desc = the place (e.g. 云南 云澜市 移动). */
export const BelongingPlaceRequest = OptionalBody({ phoneNo: Optional(Str(24)) });
export type BelongingPlaceRequest = NonNullable<Static<typeof BelongingPlaceRequest>>;

const extension = Type.String({ pattern: '^\\d{2,10}$' });
const phoneNumber = Type.String({ pattern: '^\\+?\\d{3,20}$' });

/** One socket disconnect. */
export const WebsocketErrorLogRequest = Body({
  landlineNumber: extension,
  /** Close code (1006 …) or the reply code (402, 500). */
  code: Int(0, 99_999),
  reason: Str(500),
});
export type WebsocketErrorLogRequest = Static<typeof WebsocketErrorLogRequest>;

/** The server clock, so call timers agree with it. */
export const ServerTime = Type.Object({
  /** 'YYYY-MM-DD HH:mm:ss' (China Standard Time). */
  currentTime: Type.String(),
  timestamp: Type.Number(),
});
export type ServerTime = Static<typeof ServerTime>;

// ---- simulator control (demo: plays the telephone network and the citizens) ----

export const QueueKind = StringEnum(['lineUp', 'white']);
export type QueueKind = Static<typeof QueueKind>;

/** A citizen calls the extension. */
export const SimRingRequest = Body({
  extension,
  callerNumber: phoneNumber,
  /** Passed through to the softphone (e.g. '1' for a white-listed caller). */
  numberFlag: Optional(Str(10)),
});
export type SimRingRequest = Static<typeof SimRingRequest>;

/** A citizen waits in the line-up queue or the white-list queue. */
export const SimQueueRequest = Body({ callerNumber: phoneNumber, queue: QueueKind });
export type SimQueueRequest = Static<typeof SimQueueRequest>;

export const SimExtensionRequest = Body({ extension });
export type SimExtensionRequest = Static<typeof SimExtensionRequest>;

/** Refuse new sockets, stop answering heartbeats. */
export const SimConnectionRequest = Body({ extension, refuse: Optional(Type.Boolean()), silent: Optional(Type.Boolean()) });
export type SimConnectionRequest = Static<typeof SimConnectionRequest>;

/** What the simulator holds (sim.html shows it). */
export const SimState = Type.Object({
  seats: Type.Array(Type.Object({
    extension: Type.String(),
    realName: Type.String(),
    seatStatus: SeatStatus,
    busyReason: NullableText(),
    connections: Type.Integer(),
    refuse: Type.Boolean(),
    silent: Type.Boolean(),
    call: Nullable(Type.Object({
      callId: Type.String(), callerNumber: Type.String(), callType: CallType, answered: Type.Boolean(), third: NullableText(),
    })),
  })),
  lineUp: Type.Array(Type.String()),
  white: Type.Array(Type.String()),
});
export type SimState = Static<typeof SimState>;

/** The traffic generator (sim/traffic/*): arrival rate per minute, seed, simulated seats, minutes of arrivals. */
export const SimTrafficRequest = Body({
  rate: Type.Number({ minimum: 0.1, maximum: 600 }),
  seed: Int(0, 2_147_483_647),
  seats: Int(0, 500),
  minutes: Type.Number({ minimum: 0.1, maximum: 24 * 60 }),
  patienceSeconds: Optional(Type.Number({ minimum: 1, maximum: 3600 })),
  talkSeconds: Optional(Type.Number({ minimum: 1, maximum: 3600 })),
  whiteShare: Optional(Type.Number({ minimum: 0, maximum: 1 })),
  missShare: Optional(Type.Number({ minimum: 0, maximum: 1 })),
});
export type SimTrafficRequest = Static<typeof SimTrafficRequest>;

const TrafficCounts = {
  offered: Type.Integer(), answered: Type.Integer(), abandoned: Type.Integer(), missed: Type.Integer(),
};

export const SimTrafficStatus = Type.Object({
  running: Type.Boolean(),
  options: Nullable(Type.Object({ rate: Type.Number(), seed: Type.Integer(), seats: Type.Integer(), minutes: Type.Number() }, { additionalProperties: true })),
  startedAt: Nullable(Type.Number()),
  endsAt: Nullable(Type.Number()),
  waiting: Type.Integer(),
  simulatedSeats: Type.Array(Type.String()),
  ...TrafficCounts,
});
export type SimTrafficStatus = Static<typeof SimTrafficStatus>;

/** What 'simulate now' produced: its counts and the simulated span (epoch ms). */
export const SimTrafficResult = Type.Object({ ...TrafficCounts, from: Type.Number(), to: Type.Number() });
export type SimTrafficResult = Static<typeof SimTrafficResult>;

export const callcenterEndpoints = {
  '/aip/callcenter/seat/list': { body: OptionalBody({ keyword: Optional(Str(30)) }), reply: Type.Array(SeatListRow) },
  /** code 200 always; data true when the seat may go busy, else false and desc says why. */
  '/aip/callcenter/seat/checkBusyLimit': { body: BusyLimitRequest, desc: true, reply: Type.Boolean() },
  /** body or ?phoneNo=; code 200 and the place in desc and data, else code 1. */
  '/aip/util/phone/queryBelongingPlace': { body: BelongingPlaceRequest, query: Body({ phoneNo: Optional(Str(24)) }), desc: true, reply: Type.String() },
  '/aip/websocketErrorLog/add': { body: WebsocketErrorLogRequest, reply: Type.Null() },
  '/aip/callcenter/seat/getCurrentTime': { body: NoBody, reply: ServerTime },
  '/aip/callcenter/sim/ring': { body: SimRingRequest, reply: Type.Null() },
  '/aip/callcenter/sim/queue': { body: SimQueueRequest, reply: Type.Null() },
  '/aip/callcenter/sim/answer': { body: SimExtensionRequest, reply: Type.Null() },
  '/aip/callcenter/sim/hangup': { body: SimExtensionRequest, reply: Type.Null() },
  '/aip/callcenter/sim/drop': { body: SimExtensionRequest, reply: Type.Null() },
  '/aip/callcenter/sim/play': { body: Body({ extension, op: StringEnum(['start', 'end']) }), reply: Type.Null() },
  '/aip/callcenter/sim/connection': { body: SimConnectionRequest, reply: Type.Null() },
  '/aip/callcenter/sim/state': { body: NoBody, reply: SimState },
  /** A waiting citizen hangs up (放弃): the first of that number in the queue. */
  '/aip/callcenter/sim/abandon': { body: Body({ callerNumber: phoneNumber, queue: Optional(QueueKind) }), reply: Type.Null() },
  '/aip/callcenter/sim/traffic/start': { body: SimTrafficRequest, reply: Type.Null() },
  '/aip/callcenter/sim/traffic/stop': { body: NoBody, reply: SimTrafficStatus },
  '/aip/callcenter/sim/traffic/status': { body: NoBody, reply: SimTrafficStatus },
  /** Runs `minutes` of traffic ending now on a virtual clock; answers when every record is written. */
  '/aip/callcenter/sim/traffic/simulate': { body: SimTrafficRequest, reply: SimTrafficResult },
} as const satisfies EndpointMap;
