// The embedded database's own thread: PGlite runs here, so a slow query never holds up the server's event loop
// (heartbeats, sign-ins, the softphone). Statements arrive as messages and are answered in the order PGlite runs them.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { parentPort, workerData } from 'node:worker_threads';
import type { PGliteReply, PGliteRequest, PGliteThreadOptions } from './pglite-messages.ts';

const port = parentPort!;
const { dataDir, template } = workerData as PGliteThreadOptions;

/** The fields of a PostgreSQL error the server reads (code 23505, its constraint); an Error's own fields do not cross threads. */
function errorFields(error: unknown): Extract<PGliteReply, { error: unknown }>['error'] {
  const e = error as Record<string, unknown>;
  const fields: Record<string, string> = {};
  for (const key of ['code', 'detail', 'hint', 'constraint', 'table', 'column', 'schema', 'severity', 'position', 'where', 'routine']) {
    if (typeof e?.[key] === 'string') fields[key] = e[key] as string;
  }
  return { message: error instanceof Error ? error.message : String(error), fields };
}

try {
  // btree_gin: the keyword index's day column (migration 030).
  const extensions = { btree_gin };
  const pglite = dataDir ? new PGlite(dataDir, { extensions }) : new PGlite({ extensions, ...(template ? { loadDataDir: new Blob([template]) } : {}) });
  await pglite.waitReady;
  // PGlite runs a notification's listeners in microtasks queued while it reads the committing statement's answer, so
  // this message leaves before that answer: the server drops its cached sessions before the write is seen as done.
  await pglite.listen('hotline_auth_epoch', () => port.postMessage({ authEpochMoved: true } satisfies PGliteReply));
  port.on('message', (request: PGliteRequest) => {
    if (request.kind === 'close') {
      void pglite.close().finally(() => port.postMessage({ id: request.id, rows: [] } satisfies PGliteReply));
      return;
    }
    if (request.kind === 'dump') {
      void pglite.dumpDataDir('none').then(async (file) => {
        const tarball = new Uint8Array(await file.arrayBuffer());
        port.postMessage({ id: request.id, tarball } satisfies PGliteReply, [tarball.buffer]);
      }, (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies PGliteReply));
      return;
    }
    // Not awaited: PGlite queues statements itself, in arrival order.
    pglite.query<Record<string, unknown>>(request.sql, [...request.parameters], { rowMode: 'object' }).then(
      ({ rows, affectedRows }) => port.postMessage({ id: request.id, rows, affectedRows } satisfies PGliteReply),
      (error: unknown) => port.postMessage({ id: request.id, error: errorFields(error) } satisfies PGliteReply),
    );
  });
  port.postMessage({ ready: true } satisfies PGliteReply);
} catch (error) {
  port.postMessage({ failed: errorFields(error).message } satisfies PGliteReply);
}
