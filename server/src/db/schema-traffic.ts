// Kysely table types: call-centre figures (话务指标): the repeat-call limit per number and traffic roll-ups.
import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';

/** A number calling more than day_limit times in one day (Asia/Shanghai) is flagged 超限. */
export interface CallNumberLimitTable {
  id: Generated<number>;
  number: string;
  day_limit: number;
  remark: string | null;
  create_by: string | null;
  create_time: CreatedAt;
  update_time: CreatedAt;
}

export interface TrafficTables {
  call_number_limit: CallNumberLimitTable;
}
