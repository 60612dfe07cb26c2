// What consoles report about themselves: the registration tab's open/close log (a CTI socket's errors: services/callcenter).
import type { Insertable, Kysely } from 'kysely';
import type { CloseWorkflowLogTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function recordOrderTabClose(db: Db, entry: Insertable<CloseWorkflowLogTable>): Promise<void> {
  await db.insertInto('close_workflow_log').values(entry).execute();
}
