// Why a session was ended by an administrator (账号已停用, password reset), kept a day for the 401 that tells the console.
import type { Migration } from './index.ts';

export const m016EndedSessions: Migration = {
  version: 16,
  name: 'ended_sessions',
  statements: [
    `create table sys_token_ended (
      token_hash text primary key,
      reason text not null,
      ended_at timestamptz not null default now()
    )`,
    `create index sys_token_ended_at on sys_token_ended (ended_at)`,
  ],
};
