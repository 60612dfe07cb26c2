// Kysely table types: 综合查询's saved query sets (migration 018).
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './column-types.ts';
import type { IntegratedFilters } from '../../../src/shared/api/contracts/integrated.ts';

/** A user's named conditions; nobody else sees them. */
export interface IntegratedQuerySetTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** The conditions as validated by the contract (IntegratedFilters); written as JSON text. */
  conditions: ColumnType<IntegratedFilters, string, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface IntegratedTables {
  integrated_query_set: IntegratedQuerySetTable;
}
