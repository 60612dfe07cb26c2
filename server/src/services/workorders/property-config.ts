// Field configuration by menuType: which fields an order form shows, their labels, whether required, their order.
import type { PropertyConfig } from '../../../../src/shared/api/workorder.types.ts';
import { Refusal } from '../../lib/refusal.ts';
import type { Db } from './run-transition.ts';

const configOf = (c: { id: number; menu_type: number; prop_key: string; label: string; visible: number; required: number; sort: number }): PropertyConfig =>
  ({ id: c.id, menuType: c.menu_type, propKey: c.prop_key, label: c.label, visible: c.visible, required: c.required, sort: c.sort });

export async function configList(db: Db, menuType: number): Promise<PropertyConfig[]> {
  return (await db.selectFrom('property_config').selectAll().where('menu_type', '=', menuType).orderBy('sort').execute()).map(configOf);
}

export interface ConfigUpdate { id: number; label?: string; visible?: number; required?: number; sort?: number }

/** Updates the configurations all together or not at all; answers how many. */
export async function updateConfigs(db: Db, list: ConfigUpdate[]): Promise<number> {
  await db.transaction().execute(async (tx) => {
    for (const { id, label, visible, required, sort } of list) {
      if (visible === 0 && required === 1) throw new Refusal('隐藏的字段不能设为必填');
      const r = await tx.updateTable('property_config').set({
        ...(label !== undefined ? { label } : {}), ...(visible !== undefined ? { visible } : {}),
        ...(required !== undefined ? { required } : {}), ...(sort !== undefined ? { sort } : {}),
      }).where('id', '=', id).executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw new Refusal(`字段配置 ${id} 不存在`);
    }
  });
  return list.length;
}
