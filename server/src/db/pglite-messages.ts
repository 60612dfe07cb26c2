// What the server and PGlite's thread say to each other (db/pglite-thread.ts, db/pglite-worker.ts).

export interface PGliteThreadOptions {
  /** PGlite's folder; none for an in-memory database. */
  dataDir?: string;
  /** Tests: a dumped data folder (tarball) an in-memory database starts from, skipping initdb and the migrations it holds. */
  template?: Uint8Array;
}

export type PGliteRequest =
  | { kind: 'query'; id: number; sql: string; parameters: readonly unknown[] }
  | { kind: 'close'; id: number }
  /** The data folder as a tarball (a test template). */
  | { kind: 'dump'; id: number };

export type PGliteReply =
  | { ready: true }
  /** The auth epoch moved (migration 042's notification), posted before the answer to the statement that committed it. */
  | { authEpochMoved: true }
  | { failed: string }
  | { id: number; rows: Record<string, unknown>[]; affectedRows?: number }
  | { id: number; tarball: Uint8Array }
  | { id: number; error: { message: string; fields: Record<string, string> } };
