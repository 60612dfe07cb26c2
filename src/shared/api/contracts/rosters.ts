// 班组管理, 技能组 and 常用号码: lists and their CRUD; the sign-in and transfer dialogs read them.
import { Type, type Static } from '@sinclair/typebox';
import { CallCenterClass, SkillGroup } from './callcenter.ts';
import { Body, Int, NoBody, NullableDateTime, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** skill1: the group a seat signs in with by default; skill2 (法律专席): the fixed transfer group. Neither may go or be renamed. */
export const FIXED_SKILL_GROUPS = ['skill1', 'skill2'] as const;
/** The transfer dialog offers this one group under this label (src/shared/constants.ts LEGAL_SKILL_GROUP): its label is fixed too. */
export const TRANSFER_SKILL_GROUP = { name: 'skill2', description: '法律专席' } as const;

/**
 * Session resource keys (src/shared/data) that read the rosters; after a write the server pushes 'changed' naming them.
 * The softphone's dialogs use the softphone:* literals themselves (its bundle is at its size limit).
 */
export const ROSTER_RESOURCES = {
  classes: ['softphone:classes', 'roster:classes'],
  skills: ['softphone:skill-groups', 'roster:skills'],
  phoneBook: ['softphone:phone-book', 'roster:phone-book'],
} as const;

/** 'HH:mm', 00:00-23:59. */
export const SHIFT_TIME_PATTERN = '^(?:[01]\\d|2[0-3]):[0-5]\\d$';
/** A skill group's name as seats send it on the socket: letters, digits, '_' and '-'. */
export const SKILL_NAME_PATTERN = '^[A-Za-z0-9_-]{1,30}$';

const MemberIds = Type.Array(Int(1), { maxItems: 500 });

/** An agent a class or skill group may take: a user with an extension. */
export const RosterAgent = Type.Object({
  userId: Type.Integer(),
  realName: Type.String(),
  username: Type.String(),
  jobNumber: Type.String(),
  landlineNumber: Type.String(),
  /** The class the agent belongs to now (a user is in at most one). */
  className: NullableText(),
});
export type RosterAgent = Static<typeof RosterAgent>;

export const RosterClass = Type.Object({
  ...CallCenterClass.properties,
  startTime: Type.String(),
  endTime: Type.String(),
  sort: Type.Integer(),
  remark: NullableText(),
  memberCount: Type.Integer(),
  createTime: NullableDateTime(),
});
export type RosterClass = Static<typeof RosterClass>;

export const RosterClassInfo = Type.Object({ ...RosterClass.properties, members: Type.Array(RosterAgent) });
export type RosterClassInfo = Static<typeof RosterClassInfo>;

const classFields = {
  className: ReqStr(50),
  startTime: Type.String({ pattern: SHIFT_TIME_PATTERN }),
  endTime: Type.String({ pattern: SHIFT_TIME_PATTERN }),
  busyLimit: Int(0, 999),
  sort: Int(0, 9999),
  remark: Optional(Str(500)),
  memberIds: MemberIds,
};
export const ClassSaveRequest = Body(classFields);
export type ClassSaveRequest = Static<typeof ClassSaveRequest>;
export const ClassUpdateRequest = Body({ id: Int(1), ...classFields });
export type ClassUpdateRequest = Static<typeof ClassUpdateRequest>;

export const RosterSkill = Type.Object({
  id: Type.Integer(),
  ...SkillGroup.properties,
  sort: Type.Integer(),
  memberCount: Type.Integer(),
  /** skill1 and skill2: neither deleted nor renamed. */
  fixed: Type.Boolean(),
  createTime: NullableDateTime(),
});
export type RosterSkill = Static<typeof RosterSkill>;

export const RosterSkillInfo = Type.Object({ ...RosterSkill.properties, members: Type.Array(RosterAgent) });
export type RosterSkillInfo = Static<typeof RosterSkillInfo>;

const skillFields = {
  name: Type.String({ minLength: 1, maxLength: 30 }),
  description: ReqStr(50),
  sort: Int(0, 9999),
  memberIds: MemberIds,
};
export const SkillSaveRequest = Body(skillFields);
export type SkillSaveRequest = Static<typeof SkillSaveRequest>;
export const SkillUpdateRequest = Body({ id: Int(1), ...skillFields });
export type SkillUpdateRequest = Static<typeof SkillUpdateRequest>;

export const PhoneBookEntry = Type.Object({
  id: Type.Integer(), name: Type.String(), number: Type.String(), remark: NullableText(), sort: Type.Integer(),
});
export type PhoneBookEntry = Static<typeof PhoneBookEntry>;
export const PhoneBookRow = Type.Object({ ...PhoneBookEntry.properties, createTime: NullableDateTime() });
export type PhoneBookRow = Static<typeof PhoneBookRow>;

const phoneFields = {
  name: ReqStr(50),
  number: ReqStr(20),
  remark: Optional(Str(200)),
  sort: Int(0, 9999),
};
export const PhoneSaveRequest = Body(phoneFields);
export type PhoneSaveRequest = Static<typeof PhoneSaveRequest>;
export const PhoneUpdateRequest = Body({ id: Int(1), ...phoneFields });
export type PhoneUpdateRequest = Static<typeof PhoneUpdateRequest>;

export const PhonePageRequest = OptionalBody({ ...Paging, name: Optional(Str(50)), number: Optional(Str(20)) });
export type PhonePageRequest = Static<typeof PhonePageRequest>;

/** A row the import refused: its row number in the sheet and why. */
export const PhoneImportError = Type.Object({ row: Type.Integer(), message: Type.String() });
export const PhoneImportResult = Type.Object({ total: Type.Integer(), imported: Type.Integer(), failed: Type.Integer(), errors: Type.Array(PhoneImportError) });
export type PhoneImportResult = Static<typeof PhoneImportResult>;

/** The phone book's largest sheet (a few thousand rows). */
export const PHONE_IMPORT_MAX_MB = 2;

const Ids = Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) });

export const rosterEndpoints = {
  /** Classes by sort; the sign-in dialog asks size 100000. */
  '/aip/callcenter/banci/page': { body: OptionalBody({ ...Paging, className: Optional(Str(50)) }), reply: Page(RosterClass) },
  '/aip/callcenter/banci/info': { body: Body({ id: Int(1) }), reply: RosterClassInfo },
  '/aip/callcenter/banci/save': { body: ClassSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/aip/callcenter/banci/update': { body: ClassUpdateRequest, reply: Type.Null() },
  /** Refused while a seat is signed in with one of the classes. */
  '/aip/callcenter/banci/delete': { body: Ids, reply: Type.Null() },
  /** Users with an extension, for the member pickers of classes and skill groups. */
  '/aip/callcenter/roster/agents': { body: OptionalBody({ keyword: Optional(Str(30)) }), reply: Type.Array(RosterAgent) },

  /** Every skill group by sort (sign-in and transfer dialogs). */
  '/aip/zCallcenterSkills/list': { body: NoBody, reply: Type.Object({ records: Type.Array(RosterSkill) }) },
  '/aip/zCallcenterSkills/page': { body: OptionalBody({ ...Paging, keyword: Optional(Str(50)) }), reply: Page(RosterSkill) },
  '/aip/zCallcenterSkills/info': { body: Body({ id: Int(1) }), reply: RosterSkillInfo },
  '/aip/zCallcenterSkills/save': { body: SkillSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  /** skill1 and skill2 keep their names. */
  '/aip/zCallcenterSkills/update': { body: SkillUpdateRequest, reply: Type.Null() },
  /** Refused for skill1, skill2 and groups a signed-in seat uses. */
  '/aip/zCallcenterSkills/delete': { body: Ids, reply: Type.Null() },

  /** The call dialog's suggestions: number filters by prefix, name by part. */
  '/aip/commonNumber/phone/list': {
    body: OptionalBody({ name: Optional(Str(50)), number: Optional(Type.String({ maxLength: 20, pattern: '^[0-9+-]*$' })) }),
    reply: Type.Array(PhoneBookEntry),
  },
  '/aip/commonNumber/phone/page': { body: PhonePageRequest, reply: Page(PhoneBookRow) },
  '/aip/commonNumber/phone/info': { body: Body({ id: Int(1) }), reply: PhoneBookRow },
  '/aip/commonNumber/phone/save': { body: PhoneSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/aip/commonNumber/phone/update': { body: PhoneUpdateRequest, reply: Type.Null() },
  '/aip/commonNumber/phone/delete': { body: Ids, reply: Type.Null() },
  '/aip/commonNumber/phone/template': { body: NoBody, file: true, reply: Type.Null() },
  /** One .xlsx, multipart field "file": every valid row is written, each refused row reported with its row number. */
  '/aip/commonNumber/phone/import': { query: Body({}), multipart: true, reply: PhoneImportResult },
  /** The list's current search as .xlsx (the template's columns, so it imports back). */
  '/aip/commonNumber/phone/export': { body: OptionalBody({ name: Optional(Str(50)), number: Optional(Str(20)) }), file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
