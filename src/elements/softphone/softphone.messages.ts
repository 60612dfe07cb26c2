// The softphone's message reducer: what each CTI server message does to the state, the page's events and the notices.
import { queryBelongingPlace } from '../../shared/api/callcenter.ts';
import type { CtiMessage, SeatSocketData } from '../../shared/api/callcenter.types.ts';
import { CtiCode, CtiDesc } from '../../shared/protocol/cti.ts';
import { CALLER_CLEAR_MS, OUTGOING_NOTICE_MS } from '../../shared/constants.ts';
import type { HotlineEventMap } from '../../shared/element/events.ts';
import { softphoneText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { SESSION_KEYS } from '../../shared/session/keys.ts';
import { writeSession } from '../../shared/session/storage.ts';
import type { CtiTimers } from './cti/connection.ts';
import type { LiveCallView, SoftphoneNotice, SoftphoneState, SoftphoneToast } from './softphone.types.ts';

const t = softphoneText;

/** What the reducer works on: the store's state and its wiring (a test's fake clock, the page's events, the bar's toasts). */
export interface MessageContext {
  state: SoftphoneState;
  timers: () => CtiTimers;
  now: () => number;
  emit: <K extends keyof HotlineEventMap>(name: K, detail: HotlineEventMap[K]) => void;
  toast: (intent: SoftphoneToast['intent'], text: string) => void;
  /** An incoming call rings: the caller's card is looked up (once per task, for the call ringing after it). */
  onIncomingRing?: (call: LiveCallView) => void;
}

export interface MessageReducer {
  /** Applies one server message. */
  handleMessage: (message: CtiMessage) => void;
  /** Shows a seat payload; `store` keeps it in session storage (key reconnect) for the next reload. */
  applySeat: (data: SeatSocketData, store?: boolean) => void;
  /** Cancels the notice's and the ended call's timers (the connection stopped). */
  stop: () => void;
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

/** The reducer over one store's state. */
export function messageReducer({ state: softphone, timers, now, emit, toast, onIncomingRing }: MessageContext): MessageReducer {
  let noticeTimer: unknown = null;
  let clearTimer: unknown = null;
  let nextNoticeId = 0;
  // A burst of messages handled in one task (a relay's backlog, a reconnect) writes storage and asks for the caller's
  // place once, after the task: only the last seat payload and the current call's place are ever read.
  let seatToStore: SeatSocketData | null = null;
  let placeWanted = false;
  let cardWanted = false;
  let flushQueued = false;

  function flush(): void {
    flushQueued = false;
    if (seatToStore) writeSession(SESSION_KEYS.reconnect, JSON.stringify(seatToStore));
    seatToStore = null;
    const call = softphone.call;
    if (placeWanted && call && call.place === null) lookUpPlace(call.callId, call.callerNumber);
    placeWanted = false;
    if (cardWanted && call && call.callType === 1 && call.endedAt === null) onIncomingRing?.(call);
    cardWanted = false;
  }

  function afterTask(): void {
    if (flushQueued) return;
    flushQueued = true;
    queueMicrotask(flush);
  }

  function applySeat(data: SeatSocketData, store = true): void {
    softphone.seatStatus = data.seatStatus;
    softphone.busyReason = data.busyReason ?? null;
    softphone.extensionStatus = data.extensionStatus ?? 0;
    softphone.classId = data.classId ?? null;
    softphone.lineUpNum = Math.max(0, Number(data.lineUpNum) || 0);
    softphone.whiteQNum = Math.max(0, Number(data.whiteQNum) || 0);
    if (!store) return;
    seatToStore = data;
    afterTask();
  }

  function showNotice(kind: SoftphoneNotice['kind'], text: string, closeAfter?: number): void {
    timers().clearTimeout(noticeTimer);
    noticeTimer = null;
    const id = ++nextNoticeId;
    softphone.notice = { id, kind, text };
    if (closeAfter !== undefined) {
      noticeTimer = timers().setTimeout(() => {
        if (softphone.notice?.id === id) softphone.notice = null;
      }, closeAfter);
    }
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
    timers().clearTimeout(clearTimer);
    const callId = call.callId;
    clearTimer = timers().setTimeout(() => {
      if (softphone.call?.callId === callId && softphone.call.endedAt !== null) softphone.call = null;
    }, CALLER_CLEAR_MS);
  }

  function answered(data: SeatSocketData, resumed: boolean): void {
    // A reconnect can carry the answer this page asked for: the page heard the ring, so it hears the answer too.
    const heardRinging = softphone.call?.callId === data.callId && !softphone.call.answered;
    const call = callFrom(data, softphone.call);
    call.answered = true;
    call.startTime = data.callStartTime ?? now() + softphone.clockOffset;
    call.callerWord = call.callerWord || t.inCall;
    softphone.call = call;
    if (softphone.notice?.kind === 'ring-in' || softphone.notice?.kind === 'ring-out') softphone.notice = null;
    placeWanted = true;
    afterTask();
    if (resumed && !heardRinging) return;
    const direction = call.callType === 1 ? 'in' : 'out';
    emit('hotline-call-answered', { callerNumber: call.callerNumber, callId: call.callId, callType: direction });
    if (call.callType === 1 || call.isWorkOrder === 1) {
      emit('hotline-register-order', { telNo: call.callerNumber, callId: call.callId, numberFlag: call.numberFlag });
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

  function handleMessage(message: CtiMessage): void {
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
          if (incoming) {
            showNotice('ring-in', t.ringIn(data.callerNumber));
            cardWanted = true;
            afterTask();
          } else {
            showNotice('ring-out', t.ringOut(data.callerNumber), OUTGOING_NOTICE_MS);
          }
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

  function stop(): void {
    timers().clearTimeout(noticeTimer);
    timers().clearTimeout(clearTimer);
    noticeTimer = clearTimer = null;
    // A stopped connection's last payload is not written after the sign-out that stopped it cleared storage.
    seatToStore = null;
    placeWanted = false;
    cardWanted = false;
  }

  return { handleMessage, applySeat, stop };
}
