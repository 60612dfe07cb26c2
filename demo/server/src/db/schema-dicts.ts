// Kysely table types: Dictionaries and areas (字典管理, 区域管理).
import type { Generated } from 'kysely';

export interface SysAreaTable {
  id: number;
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
}

export interface SysDictDataTable {
  id: Generated<number>;
  dict_type: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  remark: string | null;
}

export interface DictAreaTables {
  sys_area: SysAreaTable;
  sys_dict_type: SysDictTypeTable;
  sys_dict_data: SysDictDataTable;
}
