// The CTI socket's wire format: checks what a softphone sends, builds what the simulator answers.
import type { CtiMessage, CtiRequest, SeatSocketData } from '../../../src/shared/api/callcenter.types.ts';
import { CtiCode, FINISH_TIME } from '../../../src/shared/protocol/index.ts';

/** Larger messages are refused unread: a softphone never sends more than a few hundred bytes. */
export const MAX_MESSAGE_BYTES = 16 * 1024;

const PHONE = /^\+?\d{3,20}$/;
const EXTENSION = /^\d{2,10}$/;

export class ProtocolError extends Error {}

function text(value: unknown, name: string, max = 100, required = true): string {
  if (value === undefined || value === null || value === '') {
    if (required) throw new ProtocolError(`${name} 不能为空`);
    return '';
  }
  if (typeof value !== 'string' && typeof value !== 'number') throw new ProtocolError(`${name} 格式错误`);
  const s = String(value).trim();
  if (s.length > max) throw new ProtocolError(`${name} 过长`);
  return s;
}

function phone(value: unknown, name: string): string {
  const s = text(value, name, 21);
  if (!PHONE.test(s)) throw new ProtocolError(`${name} 格式错误`);
  return s;
}

/** Parses one client message; throws ProtocolError with a Chinese reason for anything malformed. */
export function parseRequest(raw: string): CtiRequest {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ProtocolError('消息不是有效的 JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ProtocolError('消息格式错误');
  const m = value as Record<string, unknown>;
  switch (m.type) {
    case 'connect':
      return {
        type: 'connect',
        agentnum: text(m.agentnum, 'agentnum', 10),
        token: text(m.token, 'token', 200),
        callId: text(m.callId, 'callId', 64, false),
        callerNumber: text(m.callerNumber, 'callerNumber', 21, false),
        reconnect: null,
      };
    case 'heartBeat':
    case 'hangUp':
      return { type: m.type };
    case 'setAgentInfo': {
      const status = m.status;
      if (status !== 'checkIn' && status !== 'checkOut' && status !== 'showLeisure' && status !== 'showBusy') {
        throw new ProtocolError('status 取值错误');
      }
      const finishTime = m.finishTime === undefined ? FINISH_TIME : Number(m.finishTime);
      if (!Number.isInteger(finishTime) || finishTime < 0 || finishTime > 600) throw new ProtocolError('finishTime 取值错误');
      const classId = m.classId === undefined || m.classId === null || m.classId === '' ? undefined : Number(m.classId);
      if (classId !== undefined && (!Number.isInteger(classId) || classId < 1)) throw new ProtocolError('classId 取值错误');
      return {
        type: 'setAgentInfo', status, finishTime, classId,
        skillName: text(m.skillName, 'skillName', 50, false) || undefined,
        skillDescribe: text(m.skillDescribe, 'skillDescribe', 100, false) || undefined,
        busyReason: text(m.busyReason, 'busyReason', 20, false) || undefined,
      };
    }
    case 'checkOutTimes':
      return { type: 'checkOutTimes', agentnum: text(m.agentnum, 'agentnum', 10) };
    case 'call': {
      const bySkill = Number(m.calledType) === 1;
      const classId = m.classId === undefined || m.classId === null || m.classId === '' ? undefined : Number(m.classId);
      if (classId !== undefined && (!Number.isInteger(classId) || classId < 1)) throw new ProtocolError('classId 取值错误');
      return {
        type: 'call', calledType: bySkill ? 1 : 2,
        calledNumber: bySkill ? text(m.calledNumber, 'calledNumber', 21, false) : phone(m.calledNumber, 'calledNumber'),
        callerNumber: text(m.callerNumber, 'callerNumber', 21, false),
        isWorkOrder: Number(m.isWorkOrder) === 1 ? 1 : 0,
        skillName: bySkill ? text(m.skillName, 'skillName', 50) : undefined,
        classId,
      };
    }
    case 'transfer': {
      const calledType = Number(m.calledType);
      if (calledType !== 1 && calledType !== 2 && calledType !== 3) throw new ProtocolError('calledType 取值错误');
      return {
        type: 'transfer', calledType, transferType: 'consult',
        calledNum: calledType === 1 ? text(m.calledNum, 'calledNum', 21, false) : phone(m.calledNum, 'calledNum'),
        callerNum: text(m.callerNum, 'callerNum', 21, false),
        skillName: calledType === 1 ? text(m.skillName, 'skillName', 50) : text(m.skillName, 'skillName', 50, false) || undefined,
      };
    }
    case 'conference':
      return { type: 'conference', thirdCalledNumber: phone(m.thirdCalledNumber, 'thirdCalledNumber') };
    case 'silence': {
      if (m.op !== 'start' && m.op !== 'stop') throw new ProtocolError('op 取值错误');
      return { type: 'silence', silenceType: 'speak', op: m.op };
    }
    case 'acceptCall':
      return { type: 'acceptCall', sipHost: text(m.sipHost, 'sipHost', 100, false) };
    case 'pickQueue':
      if (m.queue !== 'lineUp' && m.queue !== 'white') throw new ProtocolError('queue 取值错误');
      return { type: 'pickQueue', queue: m.queue };
    default:
      throw new ProtocolError('未知的消息类型');
  }
}

export function isExtensionText(value: string): boolean {
  return EXTENSION.test(value);
}

export function message(type: CtiMessage['type'], code: number, desc: string, data: SeatSocketData | null): CtiMessage {
  return { type, code, desc, data };
}

export function okMessage(type: CtiMessage['type'], desc: string, data: SeatSocketData | null): CtiMessage {
  return message(type, CtiCode.ok, desc, data);
}
