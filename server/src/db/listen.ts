// LISTEN on a PostgreSQL channel for the life of the server (the change bus, the CTI relay). A pooled connection cannot
// hold LISTEN, so each listener has its own; a lost connection is re-opened and `onRecovered` says notices may be lost.
import pg from 'pg';

const RECONNECT_MS = 1_000;

export interface ChannelListener {
  /** Settles once the first LISTEN is in place (or failed; retries go on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenChannel(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onRecovered: () => void = () => {},
): ChannelListener {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  const listen = async (recovering: boolean): Promise<void> => {
    if (closed) return;
    const c = new pg.Client({ connectionString: databaseUrl });
    const lost = () => {
      if (client !== c) return;
      client = null;
      void c.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void listen(true), RECONNECT_MS);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (recovering) onRecovered();
    } catch {
      lost();
    }
  };

  return {
    ready: listen(false),
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
