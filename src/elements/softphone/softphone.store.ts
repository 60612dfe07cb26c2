// The softphone's state and actions: one CTI connection per page, shared by every element that shows it (and with the
// agent's other tabs and frames, cti/sharedConnection.ts). What each
// server message does is softphone.messages.ts; what the bar shows of a snapshot is softphone.view.ts.
import { proxy, subscribe } from 'valtio';
import { addWebsocketErrorLog, checkBusyLimit, fetchServerTime } from '../../shared/api/callcenter.ts';
import type { CtiRequest, QueueKind, SeatSocketData } from '../../shared/api/callcenter.types.ts';
import { loadUser } from '../../shared/api/auth.ts';
import { wsBase } from '../../shared/config.ts';
import { USER_REFRESH_MS } from '../../shared/constants.ts';
import { emit as emitEvent, type HotlineEventMap } from '../../shared/element/events.ts';
import { softphoneText } from '../../shared/i18n/zh-CN.ts';
import { CALLED_TYPE_EXTERNAL, FINISH_TIME } from '../../shared/protocol/cti.ts';
import { SESSION_KEYS } from '../../shared/session/keys.ts';
import { session } from '../../shared/session/session.store.ts';
import { readSessionJson } from '../../shared/session/storage.ts';
import { realTimers, type CtiTimers } from './cti/connection.ts';
import { SharedCtiConnection } from './cti/sharedConnection.ts';
import { closeCallerCard, lookUpCaller } from './callerCard.store.ts';
import { messageReducer } from './softphone.messages.ts';
import type { SoftphoneState, SoftphoneToast } from './softphone.types.ts';

const t = softphoneText;

export const softphone = proxy<SoftphoneState>({
  connection: 'idle',
  reconnectAttempts: 0,
  extension: '',
  seatStatus: 'Logged Out',
  extensionStatus: 0,
  busyReason: null,
  classId: null,
  call: null,
  lineUpNum: 0,
  whiteQNum: 0,
  clockOffset: 0,
  notice: null,
  toasts: [],
});

// ---- events for the page ----

type Listener = <K extends keyof HotlineEventMap>(name: K, detail: HotlineEventMap[K]) => void;
/** Mounted bars, oldest first: the oldest dispatches each event from its host, so a page hears it once. */
const hosts: Array<{ listener: Listener; order: number }> = [];

/** `order` is when the bar's element first rendered (its chunk loads later, and bars may finish loading in any order). */
export function onSoftphoneEvent(listener: Listener, order = Number.MAX_SAFE_INTEGER): () => void {
  const entry = { listener, order };
  const at = hosts.findIndex((host) => host.order > order);
  hosts.splice(at < 0 ? hosts.length : at, 0, entry);
  return () => {
    const index = hosts.indexOf(entry);
    if (index >= 0) hosts.splice(index, 1);
  };
}

// One event per change, however many bars the page has; with none mounted (a DOM move) the document still hears it.
function emit<K extends keyof HotlineEventMap>(name: K, detail: HotlineEventMap[K]): void {
  // A call answered from another tab opens its registration form there, not in every tab of the agent.
  if (quiet && name === 'hotline-register-order') return;
  const host = hosts[0];
  if (host) host.listener(name, detail);
  else if (typeof document !== 'undefined') emitEvent(document, name, detail);
}

// ---- wiring (tests swap timers and the clock) ----

let timers: CtiTimers = realTimers;
let now: () => number = () => Date.now();
let connection: SharedCtiConnection | null = null;
/** Set while applying another tab's reply: its state shows here, its toast only in the tab that asked. */
let quiet = false;
let userPoll: unknown = null;
let nextId = 0;

/** For tests: a fake clock's timers and time. */
export function configureSoftphone(options: { timers?: CtiTimers; now?: () => number }): void {
  if (options.timers) timers = options.timers;
  if (options.now) now = options.now;
}

/** The softphone's clock: Date.now, or the fake clock a test configured. */
export const softphoneTime = (): number => now();

function toast(intent: SoftphoneToast['intent'], text: string): void {
  if (quiet) return;
  softphone.toasts.push({ id: ++nextId, intent, text });
}

/** The bar takes the toasts it shows. */
export function takeToasts(): SoftphoneToast[] {
  const list = [...softphone.toasts];
  softphone.toasts = [];
  return list;
}

// ---- messages from the server ----

const messages = messageReducer({
  state: softphone, timers: () => timers, now: () => now(), emit, toast,
  // The card's 归属地 fills the bar while it rings, so the answer need not ask for it again.
  onIncomingRing: ({ callId, callerNumber }) => lookUpCaller(callId, callerNumber, (place) => {
    if (softphone.call?.callId === callId && softphone.call.place === null) softphone.call.place = place;
  }),
});

/** Handles one server message (exported for the benchmark and tests). */
export const handleMessage = messages.handleMessage;

function send(request: CtiRequest): boolean {
  if (connection?.send(request)) return true;
  toast('error', t.notConnected);
  return false;
}

// ---- start and stop ----

/** Opens the connection for the signed-in user's extension (idempotent: every element calls it). */
export function startSoftphone(): void {
  const extension = session.landlineNumber;
  if (!extension || !session.token) return;
  if (connection && softphone.extension === extension) return;
  stopSoftphone();
  softphone.extension = extension;
  restoreFromStorage();
  connection = new SharedCtiConnection({
    name: `hotline-cti:${extension}:${session.userId ?? ''}`,
    url: () => `${wsBase()}/websocket/${encodeURIComponent(extension)}`,
    connectMessage: () => ({
      type: 'connect', agentnum: extension, token: session.token ?? '',
      callId: softphone.call?.callId ?? '', callerNumber: softphone.call?.callerNumber ?? '',
      reconnect: readSessionJson<SeatSocketData | null>(SESSION_KEYS.reconnect, null),
    }),
    onMessage: (message, othersReply) => {
      quiet = othersReply;
      try {
        handleMessage(message);
      } finally {
        quiet = false;
      }
    },
    // Giving up (超过五次不再重连) shows in the bar's ConnectionLostNotice, with 重新连接, until the agent reconnects.
    onStatus: (status, attempts) => {
      softphone.connection = status;
      softphone.reconnectAttempts = attempts;
    },
    onDisconnect: (code, reason) => {
      // The report may fail too (the network is down); the reconnect goes on regardless.
      if (session.token) addWebsocketErrorLog({ landlineNumber: extension, code, reason: reason.slice(0, 500) }).catch(() => {});
    },
    timers,
  });
  connection.start();
  userPoll = timers.setInterval(refreshUser, USER_REFRESH_MS);
  fetchServerTime().then((time) => { softphone.clockOffset = time.timestamp - now(); }).catch(() => {});
}

export function stopSoftphone(): void {
  connection?.stop();
  connection = null;
  timers.clearInterval(userPoll);
  messages.stop();
  closeCallerCard();
  userPoll = null;
  Object.assign(softphone, {
    connection: 'idle', reconnectAttempts: 0, extension: '', seatStatus: 'Logged Out', extensionStatus: 0, busyReason: null,
    classId: null, call: null, lineUpNum: 0, whiteQNum: 0, notice: null,
  });
}

/** The reconnect button after the connection gave up. */
export function reconnectSoftphone(): void {
  if (connection) connection.reconnectNow();
  else startSoftphone();
}

// A sign-out or an expired session ends the connection; a sign-in elsewhere on the page starts nothing by itself.
if (typeof window !== 'undefined') {
  subscribe(session, () => {
    if (connection && (!session.token || session.landlineNumber !== softphone.extension)) stopSoftphone();
  });
}

async function refreshUser(): Promise<void> {
  if (!session.token || !session.userId) return;
  try {
    const user = await loadUser({ userId: Number(session.userId), landlineNumber: session.landlineNumber ?? undefined });
    // While the socket is down the server's stored status is the best we know.
    if (softphone.connection !== 'connected') {
      softphone.seatStatus = user.seatStatus;
      softphone.busyReason = user.busyReason;
    }
  } catch {
    /* a 401 ends the session through the http client; other failures wait for the next poll */
  }
}

/** The last seat payload (session key reconnect) shows the seat at once after a reload, before the socket answers. */
function restoreFromStorage(): void {
  const data = readSessionJson<SeatSocketData | null>(SESSION_KEYS.reconnect, null);
  if (data && typeof data === 'object' && typeof data.seatStatus === 'string') messages.applySeat(data, false);
}

export function closeNotice(): void {
  softphone.notice = null;
}

// ---- actions ----

export function signInSeat(classId: number, skillName: string, skillDescribe: string): boolean {
  if (!send({ type: 'setAgentInfo', status: 'checkIn', finishTime: FINISH_TIME, classId, skillName, skillDescribe })) return false;
  send({ type: 'checkOutTimes', agentnum: softphone.extension });
  return true;
}

export function signOutSeat(): boolean {
  return send({ type: 'setAgentInfo', status: 'checkOut', finishTime: FINISH_TIME });
}

export function goIdle(): boolean {
  return send({ type: 'setAgentInfo', status: 'showLeisure', finishTime: FINISH_TIME });
}

/** Busy needs the class's busy limit to allow it; answers the server's reason when it does not. */
export async function goBusy(busyReason: string): Promise<string | null> {
  const refusal = await checkBusyLimit(busyReason);
  if (refusal) return refusal;
  return send({ type: 'setAgentInfo', status: 'showBusy', finishTime: FINISH_TIME, busyReason }) ? null : t.notConnected;
}

export function answerCall(): boolean {
  const call = softphone.call;
  if (!call || call.answered || call.callType !== 1) return false;
  return send({ type: 'acceptCall', sipHost: call.sipHost });
}

export function hangUpCall(): boolean {
  return send({ type: 'hangUp' });
}

export function dialOut(calledNumber: string, isWorkOrder: 0 | 1, options: { calledType?: 1 | 2; skillName?: string; classId?: number } = {}): boolean {
  if (!send({ type: 'call', calledNumber, callerNumber: softphone.extension, isWorkOrder, ...options })) return false;
  toast('info', t.calling);
  return true;
}

export interface TransferTarget {
  /** 1 skill group, 2 phone */
  calledType: 1 | 2;
  phone: string;
  isSeatNumber: boolean;
  skillName: string;
}

export function transferCall(target: TransferTarget): boolean {
  const calledType = target.calledType === 1 ? 1 : target.isSeatNumber ? 2 : CALLED_TYPE_EXTERNAL;
  return send({
    type: 'transfer', calledType, transferType: 'consult', calledNum: target.calledType === 1 ? '' : target.phone,
    callerNum: softphone.call?.callerNumber ?? '', skillName: target.calledType === 1 ? target.skillName : undefined,
  });
}

export function toggleMute(): boolean {
  const call = softphone.call;
  if (!call?.answered) return false;
  const op = call.muted ? 'stop' : 'start';
  // Shown at once; a 静音失败 reply puts it back.
  call.muted = !call.muted;
  return send({ type: 'silence', silenceType: 'speak', op });
}

export function startConference(thirdCalledNumber: string): boolean {
  return send({ type: 'conference', thirdCalledNumber });
}

export function pickQueue(queue: QueueKind): boolean {
  return send({ type: 'pickQueue', queue });
}
