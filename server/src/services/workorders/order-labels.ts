// An order's dictionary values as words (诉求类型, 来源渠道, 紧急程度): from the dictionaries an admin edits in 字典管理,
// so a renamed entry shows everywhere at once; validation takes only enabled entries (a disabled one keeps old labels).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReadCache } from '../cache.ts';
import { cachedDictGroups } from '../dict/dicts.ts';

type Db = Kysely<Database>;

export const ORDER_DICTS = { appealType: 'appeal_type', channel: 'channel', urgency: 'urgency' } as const;
export type OrderDictField = keyof typeof ORDER_DICTS;

export interface OrderLabels {
  /** The entry's label, or the stored value itself when no entry has it. */
  label(field: OrderDictField, value: string): string;
  /** True when an enabled entry has this value (what a new or edited order may take). */
  offers(field: OrderDictField, value: string): boolean;
}

/** Read through this server's dictionary cache when given one (dropped on every dictionary write, on every server). */
export async function orderLabels(db: Db, cache?: ReadCache): Promise<OrderLabels> {
  const rows = cache
    ? (await cachedDictGroups(cache, db)).flatMap((g) => g.dataList.map((d) => ({ dict_type: g.dictType, dict_value: d.dictValue, dict_label: d.dictLabel, status: d.status })))
    : await db.selectFrom('sys_dict_data').select(['dict_type', 'dict_value', 'dict_label', 'status'])
      .where('dict_type', 'in', Object.values(ORDER_DICTS)).execute();
  const entry = (field: OrderDictField, value: string) => rows.find((d) => d.dict_type === ORDER_DICTS[field] && d.dict_value === value);
  return {
    label: (field, value) => entry(field, value)?.dict_label ?? value,
    offers: (field, value) => entry(field, value)?.status === 1,
  };
}
