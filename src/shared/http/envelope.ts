import type { Envelope as ServerEnvelope } from '../api/types.ts';

/** The server's envelope as the client reads it: msg may be missing, and call-centre replies say `desc` instead. */
export type Envelope<T = unknown> = Omit<ServerEnvelope<T>, 'msg'> & { msg?: string; desc?: string };

/** The one success rule: platform calls answer code 0, business-data calls code 200. */
export function isSuccess(envelope: Pick<Envelope, 'code'> | null | undefined): boolean {
  return envelope?.code === 0 || envelope?.code === 200;
}

/** True when a value looks like an envelope (HTML error pages and empty bodies do not). */
export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number';
}

export function envelopeMessage(envelope: Envelope): string | undefined {
  return envelope.msg || envelope.desc || undefined;
}
