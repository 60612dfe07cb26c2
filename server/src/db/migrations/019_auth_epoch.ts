// The auth epoch: moved at the commit of any write that can end a session or narrow what it may do (a token deleted,
// a user's account or roles changed, a grant or menu changed), so every server re-reads sessions and grants at once.
import type { Migration } from './index.ts';

/** Tables whose rows a session or its permissions are read from (sys_token only on delete: sign-in and sliding expiry add nothing). */
const WATCHED = [
  ['sys_token', 'delete'],
  ['sys_user', 'update or delete'],
  ['sys_user_role', 'insert or update or delete'],
  ['sys_role_menu', 'insert or update or delete'],
  ['sys_menu', 'insert or update or delete'],
] as const;

export const m019AuthEpoch: Migration = {
  version: 19,
  name: 'auth_epoch',
  statements: [
    `create table sys_auth_epoch (
      id smallint primary key,
      epoch bigint not null
    )`,
    // Not owned by a column: a test's truncate ... restart identity leaves it counting, so an epoch is never seen twice.
    `create sequence sys_auth_epoch_seq`,
    `insert into sys_auth_epoch (id, epoch) values (1, nextval('sys_auth_epoch_seq'))`,
    // Once per transaction (a transaction-local flag), at its commit: every row lock of the write is taken before the
    // epoch row's, so two such writes never wait on each other in opposite orders.
    `create function sys_auth_epoch_move() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('hotline.auth_epoch_moved', true), '') <> '1' then
        insert into sys_auth_epoch (id, epoch) values (1, nextval('sys_auth_epoch_seq'))
          on conflict (id) do update set epoch = excluded.epoch;
        perform set_config('hotline.auth_epoch_moved', '1', true);
      end if;
      return null;
    end $$`,
    ...WATCHED.map(([table, events]) =>
      `create constraint trigger ${table}_auth_epoch after ${events} on ${table} deferrable initially deferred for each row execute function sys_auth_epoch_move()`),
  ],
};
