// What consoles report about themselves: a CTI socket's errors and the registration tab's open/close log.
import type { Insertable, Kysely } from 'kysely';
import type { CloseWorkflowLogTable, Database, WebsocketErrorLogTable } from '../../db/schema.ts';

type Db = Kysely<Database>;

export async function recordSocketError(db: Db, entry: Insertable<WebsocketErrorLogTable>): Promise<void> {
  await db.insertInto('websocket_error_log').values(entry).execute();
}

export async function recordOrderTabClose(db: Db, entry: Insertable<CloseWorkflowLogTable>): Promise<void> {
  await db.insertInto('close_workflow_log').values(entry).execute();
}
