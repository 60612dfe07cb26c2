// Kysely table types: rosters (班组, 技能组) and the phone book (常用号码).
import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface CallcenterClassTable {
  id: Generated<number>;
  class_name: string;
  /** Seats of this class that may be on break at once. */
  busy_limit: number;
  sort: number;
  /** 'HH:mm'; an end before the start passes midnight. */
  start_time: ColumnType<string, string | undefined, string>;
  end_time: ColumnType<string, string | undefined, string>;
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface CallcenterClassMemberTable {
  class_id: number;
  /** Unique: a user belongs to at most one class. */
  user_id: number;
}

export interface CallcenterSkillTable {
  id: Generated<number>;
  name: string;
  description: string;
  sort: number;
  created_at: CreatedAt;
}

export interface CallcenterSkillMemberTable {
  skill_name: string;
  user_id: number;
}

export interface PhoneBookTable {
  id: Generated<number>;
  name: string;
  number: string;
  sort: number;
  remark: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface RosterTables {
  callcenter_class: CallcenterClassTable;
  callcenter_class_member: CallcenterClassMemberTable;
  callcenter_skill: CallcenterSkillTable;
  callcenter_skill_member: CallcenterSkillMemberTable;
  phone_book: PhoneBookTable;
}
