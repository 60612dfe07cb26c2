// The auth epoch also says when it moved: a notification at the commit that moved it. PGlite's server hears it before
// the write's own answer (one session, in order), so its session cache needs no read per call (db/pglite-worker.ts).
import type { Migration } from './index.ts';

export const m042AuthEpochNotice: Migration = {
  version: 42,
  name: 'auth_epoch_notice',
  statements: [
    `create or replace function sys_auth_epoch_move() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('hotline.auth_epoch_moved', true), '') <> '1' then
        insert into sys_auth_epoch (id, epoch) values (1, nextval('sys_auth_epoch_seq'))
          on conflict (id) do update set epoch = excluded.epoch;
        perform set_config('hotline.auth_epoch_moved', '1', true);
        perform pg_notify('hotline_auth_epoch', '');
      end if;
      return null;
    end $$`,
  ],
};
