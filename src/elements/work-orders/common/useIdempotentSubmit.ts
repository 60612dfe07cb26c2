// One idempotency key per intent (a dialog's action, a call's registration): every retry of that intent sends the same
// key — a refused request wrote nothing, a lost answer is replayed, never done twice — and a success starts a new one.
import { useRef } from 'react';
import { newIdempotencyKey } from '../../../shared/http/idempotency.ts';

/** A key the caller keeps itself (the registration keeps its key in the call's persisted draft). */
export interface IdempotencyKeySource {
  /** The key of the intent under way. */
  key: string;
  /** Starts the next intent with a new key. */
  renew: () => void;
}

export interface IdempotentSubmit {
  /** Starts a new intent: the next send gets a new key (a dialog opened again is another intent). */
  renew: () => void;
  /** Sends with the intent's key; a failure keeps the key for the retry, a success renews it. */
  submit: <T>(send: (key: string) => Promise<T>) => Promise<T>;
}

/** The idempotency key's lifecycle, kept here or, with `source`, in the caller's own state. */
export function useIdempotentSubmit(source?: IdempotencyKeySource): IdempotentSubmit {
  const own = useRef<string | null>(null);
  const latest = useRef(source);
  latest.current = source;
  const api = useRef<IdempotentSubmit | null>(null);
  api.current ??= {
    renew: () => {
      if (latest.current) latest.current.renew();
      else own.current = newIdempotencyKey();
    },
    submit: async (send) => {
      const key = latest.current?.key ?? (own.current ??= newIdempotencyKey());
      const result = await send(key);
      api.current!.renew();
      return result;
    },
  };
  return api.current;
}
