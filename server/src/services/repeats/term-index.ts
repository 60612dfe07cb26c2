// The centre's own orders as term statistics for the repeat finder, indexed incrementally: each server segments the
// orders it has not seen yet (registered here, on another server, or by the seed) when it is next asked, never all again.
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { appealTerms, TermStats } from './repeat-rules.ts';

/** The newest orders a server starts from; later ones are added as they come. */
const INITIAL_ORDERS = 5000;
const BATCH = 2000;
/** Terms kept for the newest orders (the candidates are recent): bounded memory. */
const KEPT_TERMS = 20_000;

export class TermIndex {
  readonly stats = new TermStats();
  readonly #terms = new Map<string, string[]>();
  #after: { at: Date; id: string } | null = null;
  #catching: Promise<void> | null = null;

  /** Adds every order registered since the last call (one catch-up at a time). */
  catchUp(db: Kysely<Database>): Promise<void> {
    this.#catching ??= this.#load(db).finally(() => { this.#catching = null; });
    return this.#catching;
  }

  async #load(db: Kysely<Database>): Promise<void> {
    if (!this.#after) {
      const newest = await db.selectFrom('workflow').select(['workflow_id', 'content', 'created_at'])
        .orderBy('created_at', 'desc').orderBy('workflow_id', 'desc').limit(INITIAL_ORDERS).execute();
      newest.reverse().forEach((o) => this.#add(o.workflow_id, o.content));
      const last = newest.at(-1);
      this.#after = last ? { at: last.created_at, id: last.workflow_id } : { at: new Date(0), id: '' };
      return;
    }
    for (;;) {
      const after: { at: Date; id: string } = this.#after;
      const rows: Array<{ workflow_id: string; content: string; created_at: Date }> = await db.selectFrom('workflow').select(['workflow_id', 'content', 'created_at'])
        .where((eb) => eb.or([eb('created_at', '>', after.at), eb.and([eb('created_at', '=', after.at), eb('workflow_id', '>', after.id)])]))
        .orderBy('created_at').orderBy('workflow_id').limit(BATCH).execute();
      rows.forEach((o) => this.#add(o.workflow_id, o.content));
      const last = rows.at(-1);
      if (last) this.#after = { at: last.created_at, id: last.workflow_id };
      if (rows.length < BATCH) return;
    }
  }

  #add(workflowId: string, content: string): void {
    const terms = appealTerms(content);
    this.stats.add(terms);
    this.#terms.set(workflowId, terms);
    if (this.#terms.size > KEPT_TERMS) this.#terms.delete(this.#terms.keys().next().value!);
  }

  /** The order's terms, segmented now when it is older than those kept. */
  termsOf(workflowId: string, content: string): string[] {
    return this.#terms.get(workflowId) ?? appealTerms(content);
  }
}

const indexes = new WeakMap<object, TermIndex>();

/** This server's index of the database (several servers in one process keep one each). */
export function termIndexOf(owner: object): TermIndex {
  let index = indexes.get(owner);
  if (!index) indexes.set(owner, (index = new TermIndex()));
  return index;
}
