// Several servers, one PostgreSQL (DESIGN §7): which server holds an extension's socket, so another server's control
// of that extension (a ring, a transfer, an internal call) is carried out there.
import type { Migration } from './index.ts';

export const m020CtiServers: Migration = {
  version: 20,
  name: 'cti_servers',
  statements: [
    `alter table seat_state add column socket_server text`,
  ],
};
