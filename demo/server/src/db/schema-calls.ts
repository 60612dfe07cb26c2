// Kysely table types: call detail records the CTI simulator writes, and their recordings (话单记录).

export interface CallTables {}
