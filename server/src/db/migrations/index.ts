// The ordered list of schema migrations; append new ones, never edit an applied one.
import { m001Platform } from './001_platform.ts';
import { m002Reminders } from './002_reminders.ts';
import { m003Callcenter } from './003_callcenter.ts';
import { m004Notices } from './004_notices.ts';
import { m005Workorders } from './005_workorders.ts';
import { m006RelationTypesClassifiers } from './006_relation_types_classifiers.ts';
import { m007Admin } from './007_admin.ts';
import { m008UserImport } from './008_user_import.ts';
import { m009DictsAreas } from './009_dicts_areas.ts';
import { m010Logs } from './010_logs.ts';
import { m011Schedule } from './011_schedule.ts';
import { m012Storage } from './012_storage.ts';
import { m013Rosters } from './013_rosters.ts';
import { m014CallRecords } from './014_call_records.ts';
import { m015Traffic } from './015_traffic.ts';
import { m016EndedSessions } from './016_ended_sessions.ts';
import { m017Stats } from './017_stats.ts';
import { m018Integrated } from './018_integrated.ts';
import { m019AuthEpoch } from './019_auth_epoch.ts';
import { m020CtiServers } from './020_cti_servers.ts';
import { m021FileRefs } from './021_file_refs.ts';
import { m022FirstPasswords } from './022_first_passwords.ts';
import { m023Rbac } from './023_rbac.ts';
import { m024MenuStatusLogClient } from './024_menu_status_log_client.ts';
import { m025SchedulePolicies } from './025_schedule_policies.ts';
import { m026SessionsSettings } from './026_sessions_settings.ts';
import { m027ListIndexes } from './027_list_indexes.ts';
import { m028DepartmentListIndexes } from './028_department_list_indexes.ts';
import { m029UnitAppealTypeIndexes } from './029_unit_appeal_type_indexes.ts';
import { m030KeywordDays } from './030_keyword_days.ts';
import { m031ReworkCount } from './031_rework_count.ts';
import { m032ReworkStat } from './032_rework_stat.ts';
import { m034CallerCard } from './034_caller_card.ts';
import { m033WorkCalendar } from './033_work_calendar.ts';
import { m035RepeatAppeals } from './035_repeat_appeals.ts';
import { m036DispatchCatalogue } from './036_dispatch_catalogue.ts';
import { m037Assists } from './037_assists.ts';
import { m039StepDepartments } from './039_step_departments.ts';
import { m038DispatchObjections } from './038_dispatch_objections.ts';
import { m040Knowledge } from './040_knowledge.ts';
import { m041KnowledgeUpkeep } from './041_knowledge_upkeep.ts';
import { m042AuthEpochNotice } from './042_auth_epoch_notice.ts';

export interface Migration {
  version: number;
  name: string;
  /** One SQL statement per entry (PGlite's extended protocol runs one statement at a time). */
  statements: string[];
}

export const migrations: Migration[] = [m001Platform, m002Reminders, m003Callcenter, m004Notices, m005Workorders, m006RelationTypesClassifiers, m007Admin, m008UserImport,
  m009DictsAreas, m010Logs, m011Schedule, m012Storage, m013Rosters, m014CallRecords, m015Traffic, m016EndedSessions, m017Stats, m018Integrated, m019AuthEpoch, m020CtiServers,
  m021FileRefs, m022FirstPasswords, m023Rbac, m024MenuStatusLogClient, m025SchedulePolicies, m026SessionsSettings,
  m027ListIndexes, m028DepartmentListIndexes, m029UnitAppealTypeIndexes, m030KeywordDays, m031ReworkCount, m032ReworkStat, m033WorkCalendar, m034CallerCard, m035RepeatAppeals, m036DispatchCatalogue, m037Assists, m038DispatchObjections, m039StepDepartments, m040Knowledge, m041KnowledgeUpkeep, m042AuthEpochNotice];
