// Kysely table types: Dictionaries and areas (字典管理, 区域管理).
import type { Generated } from 'kysely';

export interface SysAreaTable {
  /** Seeded areas carry their own ids; new ones draw from sys_area_id_seq. */
  id: Generated<number>;
  pid: number;
  name: string;
  code: string;
  /** dictionary area_type: 1 市, 2 区县, 3 街道/乡镇, 4 社区/村 */
  area_type: string;
  /** dictionary is_show: 0 显示, 1 隐藏 */
  is_show: string;
  sort: number;
}

export interface SysDictTypeTable {
  id: Generated<number>;
  dict_type: string;
  dict_name: string;
  remark: string | null;
  sort: number;
  /** 0 停用, 1 正常 */
  status: Generated<number>;
}

export interface SysDictDataTable {
  id: Generated<number>;
  dict_type: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  remark: string | null;
  /** List style: default, primary, success, info, warning, danger (a badge colour in lists). */
  list_class: Generated<string>;
  /** 0 停用 (kept for old records' labels, not offered in new choices), 1 正常 */
  status: Generated<number>;
}

export interface DictAreaTables {
  sys_area: SysAreaTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
}
