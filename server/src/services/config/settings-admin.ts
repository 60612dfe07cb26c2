// 参数设置's list and writes: every value checked by its type and range (src/shared/protocol/settings.ts), built-in
// settings keep their key, type and range and cannot be deleted.
import type { Kysely, Selectable } from 'kysely';
import type { SettingPageRequest, SettingSaveRequest } from '../../../../src/shared/api/contracts/sysConfig.ts';
import { SETTING_KEY_PATTERN, settingBoundsProblem, settingValueProblem } from '../../../../src/shared/protocol/settings.ts';
import type { Database, SysConfigTable } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';

type Db = Kysely<Database>;

const toSetting = (r: Selectable<SysConfigTable>) => ({
  id: r.id, configKey: r.config_key, configName: r.config_name, valueType: r.value_type, configValue: r.config_value,
  unit: r.unit, minValue: r.min_value, maxValue: r.max_value, remark: r.remark, builtin: r.builtin,
  updateTime: formatDateTime(r.updated_at) ?? '',
});

export async function settingPage(db: Db, f: NonNullable<SettingPageRequest>, page: Paging) {
  let q = db.selectFrom('sys_config');
  if (f.configName?.trim()) q = q.where('config_name', 'like', likePattern(f.configName.trim()));
  if (f.configKey?.trim()) q = q.where('config_key', 'like', likePattern(f.configKey.trim()));
  if (f.builtin !== undefined) q = q.where('builtin', '=', f.builtin === 1);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('builtin', 'desc').orderBy('id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map(toSetting), count.n, page);
}

export async function settingDetail(db: Db, id: number) {
  const row = await db.selectFrom('sys_config').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new Refusal('参数不存在');
  return toSetting(row);
}

/** The row to write, or a refusal saying what is wrong (Chinese, the form's words). */
function checked(input: SettingSaveRequest) {
  const key = input.configKey.trim();
  const name = input.configName.trim();
  if (!name) throw new Refusal('参数名称不能为空');
  if (!SETTING_KEY_PATTERN.test(key)) throw new Refusal('参数键名应以字母开头，只含字母、数字、点、下划线和横线（2 到 100 个字符）');
  const shape = { type: input.valueType, min: input.minValue ?? null, max: input.maxValue ?? null };
  const problem = settingBoundsProblem(shape) ?? settingValueProblem(shape, input.configValue);
  if (problem) throw new Refusal(problem);
  const value = input.valueType === 'text' ? input.configValue : input.configValue.trim();
  return {
    config_key: key, config_name: name, value_type: input.valueType,
    config_value: input.valueType === 'number' ? String(Number(value)) : value,
    unit: input.unit?.trim() || null, min_value: shape.min, max_value: shape.max, remark: input.remark?.trim() || null,
  };
}

export async function addSetting(db: Db, input: SettingSaveRequest): Promise<number> {
  const row = checked(input);
  const taken = await db.selectFrom('sys_config').select('id').where('config_key', '=', row.config_key).executeTakeFirst();
  if (taken) throw new Refusal(`参数键名“${row.config_key}”已存在`);
  const { id } = await db.insertInto('sys_config').values({ ...row, builtin: false }).returning('id')
    .onConflict((oc) => oc.column('config_key').doNothing()).executeTakeFirst() ?? {};
  if (id === undefined) throw new Refusal(`参数键名“${row.config_key}”已存在`);
  return id;
}

/** Answers the setting before the change (the caller tells the servers what changed). */
export async function updateSetting(db: Db, id: number, input: SettingSaveRequest) {
  const row = checked(input);
  return db.transaction().execute(async (tx) => {
    const old = await tx.selectFrom('sys_config').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!old) throw new Refusal('参数不存在');
    if (old.builtin && (row.config_key !== old.config_key || row.value_type !== old.value_type || row.min_value !== old.min_value || row.max_value !== old.max_value)) {
      throw new Refusal('系统内置参数不能修改键名、类型和取值范围');
    }
    const taken = await tx.selectFrom('sys_config').select('id').where('config_key', '=', row.config_key).where('id', '<>', id).executeTakeFirst();
    if (taken) throw new Refusal(`参数键名“${row.config_key}”已存在`);
    await tx.updateTable('sys_config').set({ ...row, updated_at: new Date() }).where('id', '=', id).execute();
    return old;
  });
}

export async function deleteSettings(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const rows = await tx.selectFrom('sys_config').select(['id', 'config_name', 'builtin']).where('id', 'in', ids).forUpdate().execute();
    if (rows.length !== new Set(ids).size) throw new Refusal('参数不存在');
    const builtin = rows.find((r) => r.builtin);
    if (builtin) throw new Refusal(`“${builtin.config_name}”是系统内置参数，不能删除`);
    await tx.deleteFrom('sys_config').where('id', 'in', ids).execute();
  });
}
