// Call-centre calls: classes, skill groups, seat list, busy limit, phone place, socket error log, server time.
import { call, callEnvelope } from '../http/client.ts';
import { CLASS_LIST_SIZE } from '../constants.ts';
import type { WebsocketErrorLogRequest } from './callcenter.types.ts';

export const fetchClasses = () =>
  call('/aip/callcenter/banci/page', { body: { current: 1, size: CLASS_LIST_SIZE } }).then((p) => p.records);

export const fetchSkillGroups = () => call('/aip/zCallcenterSkills/list', { body: {} }).then((r) => r.records);

export const fetchSeatList = (keyword?: string, signal?: AbortSignal) =>
  call('/aip/callcenter/seat/list', { body: keyword ? { keyword } : {}, signal });

/** null when the seat may go busy; otherwise the server's reason (desc). */
export async function checkBusyLimit(busyReason: string): Promise<string | null> {
  const envelope = await callEnvelope('/aip/callcenter/seat/checkBusyLimit', { body: { busyReason } });
  return envelope.code === 200 && envelope.data ? null : envelope.desc || envelope.msg || '示忙失败';
}

/** The caller's place ('云南 云澜市 移动'), or null when the server cannot tell. */
export async function queryBelongingPlace(phoneNo: string): Promise<string | null> {
  const envelope = await callEnvelope('/aip/util/phone/queryBelongingPlace', { body: { phoneNo } });
  return envelope.code === 200 ? envelope.desc || null : null;
}

export const addWebsocketErrorLog = (body: WebsocketErrorLogRequest) => call('/aip/websocketErrorLog/add', { body });

export const fetchServerTime = () => call('/aip/callcenter/seat/getCurrentTime', { body: {} });
