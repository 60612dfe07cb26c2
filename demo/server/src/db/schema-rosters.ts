// Kysely table types: rosters (班组, 技能组) and the phone book (常用号码).
import type { Generated } from 'kysely';

export interface CallcenterClassTable {
  id: Generated<number>;
  class_name: string;
  /** Seats of this class that may be on break at once. */
  busy_limit: number;
  sort: number;
}

export interface CallcenterSkillTable {
  name: string;
  description: string;
  sort: number;
}

export interface PhoneBookTable {
  id: Generated<number>;
  name: string;
  number: string;
  sort: number;
}

export interface RosterTables {
  callcenter_class: CallcenterClassTable;
  callcenter_skill: CallcenterSkillTable;
  phone_book: PhoneBookTable;
}
