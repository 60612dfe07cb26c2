// The ringing caller's card (services/workorders/caller-card.ts) in bounded reads: a caller's open orders, newest first,
// without walking the closed ones (a frequent caller has hundreds), and a number's unhandled missed calls.
import type { Migration } from './index.ts';

export const m034CallerCard: Migration = {
  version: 34,
  name: 'caller_card',
  statements: [
    // status < 8: not 已办结 (8) nor 已归档 (9); the query repeats this literal so the planner can use the index.
    `create index workflow_phone_open on workflow (phone, created_at desc, workflow_id desc) where deleted = 0 and status < 8`,
    `create index miss_order_phone_pending on miss_order (phone, call_time desc) where state = 0`,
  ],
};
