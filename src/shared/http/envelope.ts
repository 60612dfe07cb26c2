/** The reference back end answers every call in this envelope. */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  /** Some call-centre calls say `desc` instead of `msg`. */
  desc?: string;
  data: T;
}

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
