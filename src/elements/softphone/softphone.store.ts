// The softphone's state and actions: one CTI connection per page, shared by every element that shows it.
import { proxy, subscribe } from 'valtio';
import { addWebsocketErrorLog, checkBusyLimit, fetchServerTime, queryBelongingPlace } from '../../shared/api/callcenter.ts';
import type { CtiMessage, CtiRequest, ExtensionStatus, QueueKind, SeatSocketData, SeatStatus } from '../../shared/api/callcenter.types.ts';
import { CtiCode, CtiDesc } from '../../shared/api/callcenter.types.ts';
import { loadUser } from '../../shared/api/auth.ts';
import { wsBase } from '../../shared/config.ts';
import { CALLED_TYPE_EXTERNAL, CALLER_CLEAR_MS, FINISH_TIME, OUTGOING_NOTICE_MS, USER_REFRESH_MS } from '../../shared/constants.ts';
import { emit as emitEvent, type HotlineEventMap } from '../../shared/element/events.ts';
import { softphoneText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { SESSION_KEYS } from '../../shared/session/keys.ts';
import { session } from '../../shared/session/session.store.ts';
import { readSessionJson, writeSession } from '../../shared/session/storage.ts';
import { CtiConnection, realTimers, type ConnectionStatus, type CtiTimers } from './cti/connection.ts';

const t = softphoneText;

export interface LiveCallView {
  callId: string;
  callerNumber: string;
  /** 1 incoming, 2 outgoing */
  callType: 1 | 2;
  answered: boolean;
  /** Server epoch ms of the answer; the timer counts from here. */
  startTime: number | null;
  /** Local epoch ms when the call ended; the timer stops here. */
  endedAt: number | null;
  isWorkOrder: 0 | 1;
  numberFlag: string;
  sipHost: string;
  /** 播报工号 while the job number is announced, then 通话中. */
  callerWord: string;
  place: string | null;
  third: { number: string; answered: boolean } | null;
  muted: boolean;
  transferredAway: boolean;
}

export interface SoftphoneNotice {
  id: number;
  kind: 'ring-in' | 'ring-out' | 'conference';
  text: string;
}

export interface SoftphoneToast {
  id: number;
  intent: 'success' | 'error' | 'info' | 'warning';
  text: string;
}

export const softphone = proxy({
  connection: 'idle' as ConnectionStatus,
  reconnectAttempts: 0,
  extension: '' as string,
  seatStatus: 'Logged Out' as SeatStatus,
  extensionStatus: 0 as ExtensionStatus,
  busyReason: null as string | null,
  /** The class signed in with (the call form's default). */
  classId: null as number | null,
  call: null as LiveCallView | null,
  lineUpNum: 0,
  whiteQNum: 0,
  /** Server clock minus the local clock, so call timers agree with the server. */
  clockOffset: 0,
  notice: null as SoftphoneNotice | null,
  toasts: [] as SoftphoneToast[],
});

// ---- events for the page ----

type Listener = <K extends keyof HotlineEventMap>(name: K, detail: HotlineEventMap[K]) => void;
/** Mounted bars, oldest first: the oldest dispatches each event from its host, so a page hears it once. */
const hosts: Listener[] = [];

export function onSoftphoneEvent(listener: Listener): () => void {
  hosts.push(listener);
  return () => {
    const at = hosts.indexOf(listener);
    if (at >= 0) hosts.splice(at, 1);
  };
}

// One event per change, however many bars the page has; with none mounted (a DOM move) the document still hears it.
function emit<K extends keyof HotlineEventMap>(name: K, detail: HotlineEventMap[K]): void {
  const host = hosts[0];
  if (host) host(name, detail);
  else if (typeof document !== 'undefined') emitEvent(document, name, detail);
}

// ---- wiring (tests swap timers and the clock) ----

let timers: CtiTimers = realTimers;
let now: () => number = () => Date.now();
let connection: CtiConnection | null = null;
let userPoll: unknown = null;
let noticeTimer: unknown = null;
let clearTimer: unknown = null;
let nextId = 0;

/** For tests: a fake clock's timers and time. */
export function configureSoftphone(options: { timers?: CtiTimers; now?: () => number }): void {
  if (options.timers) timers = options.timers;
  if (options.now) now = options.now;
}

function toast(intent: SoftphoneToast['intent'], text: string): void {
  softphone.toasts.push({ id: ++nextId, intent, text });
}

/** The bar takes the toasts it shows. */
export function takeToasts(): SoftphoneToast[] {
  const list = [...softphone.toasts];
  softphone.toasts = [];
  return list;
}

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
  connection = new CtiConnection({
    url: () => `${wsBase()}/websocket/${encodeURIComponent(extension)}`,
    connectMessage: () => ({
      type: 'connect', agentnum: extension, token: session.token ?? '',
      callId: softphone.call?.callId ?? '', callerNumber: softphone.call?.callerNumber ?? '',
      reconnect: readSessionJson<SeatSocketData | null>(SESSION_KEYS.reconnect, null),
    }),
    onMessage: handleMessage,
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
  timers.clearTimeout(noticeTimer);
  timers.clearTimeout(clearTimer);
  userPoll = noticeTimer = clearTimer = null;
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
  if (data && typeof data === 'object' && typeof data.seatStatus === 'string') applySeat(data, false);
}

// ---- messages from the server ----

function applySeat(data: SeatSocketData, store = true): void {
  softphone.seatStatus = data.seatStatus;
  softphone.busyReason = data.busyReason ?? null;
  softphone.extensionStatus = data.extensionStatus ?? 0;
  softphone.classId = data.classId ?? null;
  softphone.lineUpNum = Math.max(0, Number(data.lineUpNum) || 0);
  softphone.whiteQNum = Math.max(0, Number(data.whiteQNum) || 0);
  if (store) writeSession(SESSION_KEYS.reconnect, JSON.stringify(data));
}

function callFrom(data: SeatSocketData, previous: LiveCallView | null): LiveCallView {
  const same = previous?.callId === data.callId ? previous : null;
  return {
    callId: data.callId,
    callerNumber: data.callerNumber,
    callType: data.callType === 2 ? 2 : 1,
    answered: same?.answered ?? false,
    startTime: same?.startTime ?? null,
    endedAt: null,
    isWorkOrder: data.isWorkOrder === 1 ? 1 : 0,
    numberFlag: data.numberFlag ?? '',
    sipHost: data.sipHost ?? '',
    callerWord: same?.callerWord ?? '',
    place: same?.place ?? null,
    third: data.thirdNumber ? { number: data.thirdNumber, answered: same?.third?.answered ?? false } : null,
    muted: Boolean(data.muted),
    transferredAway: false,
  };
}

function showNotice(kind: SoftphoneNotice['kind'], text: string, closeAfter?: number): void {
  timers.clearTimeout(noticeTimer);
  noticeTimer = null;
  const id = ++nextId;
  softphone.notice = { id, kind, text };
  if (closeAfter !== undefined) {
    noticeTimer = timers.setTimeout(() => {
      if (softphone.notice?.id === id) softphone.notice = null;
    }, closeAfter);
  }
}

export function closeNotice(): void {
  softphone.notice = null;
}

function lookUpPlace(callId: string, number: string): void {
  queryBelongingPlace(number).then((place) => {
    if (softphone.call?.callId === callId) softphone.call.place = place;
  }).catch(() => {});
}

/** The call stops: the timer freezes now and the caller disappears 1.5 s later. */
function endCall(desc: string, transferredAway = false): void {
  const call = softphone.call;
  if (!call) return;
  call.endedAt = now();
  call.transferredAway = transferredAway;
  if (softphone.notice?.kind === 'ring-in' || softphone.notice?.kind === 'ring-out') softphone.notice = null;
  emit('hotline-call-ended', { callId: call.callId });
  if (desc) toast(transferredAway ? 'success' : 'info', desc);
  timers.clearTimeout(clearTimer);
  const callId = call.callId;
  clearTimer = timers.setTimeout(() => {
    if (softphone.call?.callId === callId && softphone.call.endedAt !== null) softphone.call = null;
  }, CALLER_CLEAR_MS);
}

function answered(data: SeatSocketData, resumed: boolean): void {
  const call = callFrom(data, softphone.call);
  call.answered = true;
  call.startTime = data.callStartTime ?? now() + softphone.clockOffset;
  call.callerWord = call.callerWord || t.inCall;
  softphone.call = call;
  if (softphone.notice?.kind === 'ring-in' || softphone.notice?.kind === 'ring-out') softphone.notice = null;
  lookUpPlace(call.callId, call.callerNumber);
  if (resumed) return;
  const direction = call.callType === 1 ? 'in' : 'out';
  emit('hotline-call-answered', { callerNumber: call.callerNumber, callId: call.callId, callType: direction });
  if (call.callType === 1 || call.isWorkOrder === 1) {
    emit('hotline-register-order', { telNo: call.callerNumber, callId: call.callId, numberFlag: call.numberFlag });
  }
}

/** Handles one server message (exported for the benchmark and tests). */
export function handleMessage(message: CtiMessage): void {
  const data = message.data && typeof message.data === 'object' ? message.data : null;
  if (message.code !== CtiCode.ok) {
    failed(message, data);
    return;
  }
  const before = softphone.seatStatus;
  const beforeBusy = softphone.busyReason;
  if (data) applySeat(data);
  switch (message.type) {
    case 'connect':
      // The server's call is the truth after a reconnect; none means it ended while we were away.
      if (data && !data.callId && softphone.call && softphone.call.endedAt === null) endCall('');
      break;
    case 'setAgentInfo':
      toast('success', softphone.seatStatus === 'Logged Out' ? t.signedOut : message.desc || zhCN.common.operationSuccess);
      break;
    case 'checkOutTimes':
      if (message.desc) toast('info', message.desc);
      break;
    case 'call':
      toast('success', message.desc || CtiDesc.callOk);
      break;
    case 'ring':
      if (data) {
        softphone.call = callFrom(data, softphone.call);
        const incoming = softphone.call.callType === 1;
        emit('hotline-call-ring', { callerNumber: data.callerNumber, callId: data.callId, callType: incoming ? 'in' : 'out' });
        if (incoming) showNotice('ring-in', t.ringIn(data.callerNumber));
        else showNotice('ring-out', t.ringOut(data.callerNumber), OUTGOING_NOTICE_MS);
      }
      break;
    case 'answer':
      if (data) answered(data, false);
      break;
    case 'answerReconnect':
      if (data) answered(data, true);
      break;
    case 'hangUp':
      endCall(message.desc);
      break;
    case 'transfer':
      endCall(message.desc || CtiDesc.transferOk, true);
      break;
    case 'playStart':
      if (softphone.call) softphone.call.callerWord = t.playing;
      break;
    case 'playEnd':
      if (softphone.call) softphone.call.callerWord = t.inCall;
      break;
    case 'thirdRing':
      if (softphone.call && data) {
        softphone.call.third = { number: data.thirdNumber, answered: false };
        showNotice('conference', t.thirdRing(data.thirdNumber));
      }
      break;
    case 'thirdAnswer':
      if (softphone.call?.third) {
        softphone.call.third.answered = true;
        showNotice('conference', t.thirdAnswer(softphone.call.third.number), OUTGOING_NOTICE_MS);
      }
      break;
    case 'thirdHangUp':
      if (softphone.call) {
        const number = softphone.call.third?.number ?? '';
        softphone.call.third = null;
        showNotice('conference', t.thirdHangUp(number), OUTGOING_NOTICE_MS);
      }
      break;
    case 'silence':
      if (softphone.call && data) softphone.call.muted = Boolean(data.muted);
      break;
    default:
      break;
  }
  if (softphone.seatStatus !== before || softphone.busyReason !== beforeBusy) {
    emit('hotline-seat-status', { seatStatus: softphone.seatStatus, ...(softphone.busyReason ? { busyReason: softphone.busyReason } : {}) });
  }
}

function failed(message: CtiMessage, data: SeatSocketData | null): void {
  if (message.code === CtiCode.unknownExtension) {
    toast('error', t.invalidExtension);
    return;
  }
  if (message.code === CtiCode.failed) {
    toast('error', `${message.desc}${zhCN.socket.retryLater}`);
    if (message.desc === CtiDesc.notRegistered) {
      const was = softphone.seatStatus;
      Object.assign(softphone, { seatStatus: 'Logged Out', extensionStatus: 0, busyReason: null });
      if (was !== 'Logged Out') emit('hotline-seat-status', { seatStatus: 'Logged Out' });
    }
    if (message.desc === CtiDesc.muteFailed && softphone.call) softphone.call.muted = Boolean(data?.muted);
    return;
  }
  toast('error', message.desc || zhCN.common.operationFailed);
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

// ---- derived ----

/** Seconds on the call now (server clock), frozen after a hang-up. */
export function callSeconds(call: Pick<LiveCallView, 'startTime' | 'endedAt'> | null, at = now(), offset = softphone.clockOffset): number {
  if (!call?.startTime) return 0;
  const end = call.endedAt ?? at;
  return Math.max(0, Math.floor((end + offset - call.startTime) / 1000));
}

export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

export interface Controls {
  signIn: boolean;
  signOut: boolean;
  busy: boolean;
  idle: boolean;
  answer: boolean;
  hangUp: boolean;
  transfer: boolean;
  mute: boolean;
  conference: boolean;
  dial: boolean;
  lineUp: boolean;
  white: boolean;
}

type ControlState = Pick<typeof softphone, 'connection' | 'seatStatus' | 'extensionStatus' | 'call' | 'lineUpNum' | 'whiteQNum'>;

/** Which buttons work in this state (spec §4 Seat status and Call events). */
export function controlsFor(s: ControlState): Controls {
  const online = s.connection === 'connected';
  const signedIn = online && s.seatStatus !== 'Logged Out';
  const live = s.call && s.call.endedAt === null ? s.call : null;
  const talking = Boolean(live?.answered);
  return {
    signIn: online && s.seatStatus === 'Logged Out',
    signOut: signedIn && !live,
    busy: signedIn && s.seatStatus === 'Available (On Demand)' && !live,
    idle: signedIn && (s.seatStatus === 'On Break' || s.extensionStatus === 2) && !live,
    answer: online && Boolean(live && !live.answered && live.callType === 1),
    hangUp: online && Boolean(live),
    transfer: online && talking && !live?.third,
    mute: online && talking,
    conference: online && talking && !live?.third,
    dial: signedIn && !live,
    lineUp: signedIn && !live && s.lineUpNum > 0,
    white: signedIn && !live && s.whiteQNum > 0,
  };
}

/** The status word: the call's state when there is one, else the seat's (已签入 / 已示闲 / 已示忙 / 已签出). */
export function statusLabel(s: Pick<typeof softphone, 'seatStatus' | 'extensionStatus' | 'call'>): string {
  const call = s.call;
  if (call?.transferredAway) return t.status.transferred;
  if (call && call.endedAt === null) {
    if (call.muted) return t.status.muted;
    if (call.third) return t.status.conference;
    if (call.callType === 2) return t.status.outgoing;
  }
  if (s.seatStatus === 'Logged Out') return t.status.signedOut;
  if (s.seatStatus === 'On Break') return t.status.busy;
  return s.extensionStatus === 1 ? t.status.idle : t.status.signedIn;
}
