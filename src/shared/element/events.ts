/** Every event a hotline element emits, with its detail; all bubble and cross shadow boundaries. */
export interface HotlineEventMap {
  'hotline-session-changed': { token: string | null; reason: 'login' | 'logout' | 'expired' | 'adopted' };
  'hotline-call-ring': { callerNumber: string; callId: string; callType: string };
  'hotline-call-answered': { callerNumber: string; callId: string; callType: string };
  'hotline-call-ended': { callId: string };
  'hotline-seat-status': { seatStatus: string; busyReason?: string };
  'hotline-register-order': { telNo: string; callId: string; numberFlag: string };
  'hotline-reminder-open': { type: number; workflowId: string; roleType: number; path: string };
  'hotline-order-saved': { workflowId: string };
  'hotline-order-open': { workflowId: string; processid?: string };
}

export type HotlineEventName = keyof HotlineEventMap;

/** Dispatches a hotline event from `target`: bubbles and composed, so a listener on document hears it. */
export function emit<K extends HotlineEventName>(target: EventTarget, name: K, detail: HotlineEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
