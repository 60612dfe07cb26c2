// 派单目录: an event type (optionally narrowed by region and keywords) → the lead department, the assisting ones, the
// time limit and the duty text (依据) it rests on, between its effective dates.
import { Type, type Static } from '@sinclair/typebox';
import { Body, Int, IntEnum, NoBody, Nullable, NullableDateTime, NullableInt, NullableText, Optional, OptionalBody, Page, Paging, ReqStr, Str, type EndpointMap } from './schema.ts';

/** 0 停用, 1 正常 */
export const CatalogueStatus = IntEnum([0, 1] as const);

/** At most this many keywords of at most this many characters each. */
export const CATALOGUE_KEYWORDS_MAX = 20;
export const CATALOGUE_KEYWORD_LENGTH = 20;
export const CATALOGUE_ASSIST_MAX = 10;
export const CATALOGUE_BASIS_LENGTH = 1000;

const Day = () => Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 });

export const CatalogueEntry = Type.Object({
  id: Type.Integer(),
  eventTypeId: Type.Integer(),
  /** The classification's place in the tree, e.g. 城乡建设 / 物业管理. */
  eventTypePath: Type.String(),
  regionId: NullableInt(),
  regionName: NullableText(),
  /** Comma-separated. */
  keywords: NullableText(),
  leadDeptId: Type.Integer(),
  leadDeptName: Type.String(),
  assistDeptIds: Type.Array(Type.Integer()),
  assistDeptNames: Type.Array(Type.String()),
  /** Working days; null keeps the appeal type's limit. */
  timeLimit: NullableInt(),
  basis: Type.String(),
  effectiveFrom: NullableText(),
  effectiveTo: NullableText(),
  status: Type.Integer(),
  updatedBy: NullableText(),
  updateTime: NullableDateTime(),
  /** 待复核: an upheld 派单异议 disputed the entry; saving it clears the flag. */
  reviewPending: Type.Boolean(),
  reviewNote: NullableText(),
});
export type CatalogueEntry = Static<typeof CatalogueEntry>;

export const CataloguePageRequest = OptionalBody({
  ...Paging,
  eventTypeId: Optional(Int(1)),
  /** The lead or an assisting department. */
  deptId: Optional(Int(1)),
  status: Optional(CatalogueStatus),
  /** Only the entries awaiting review (待复核), or only those not. */
  reviewPending: Optional(Type.Boolean()),
});
export type CataloguePageRequest = Static<typeof CataloguePageRequest>;

const entryFields = {
  eventTypeId: Int(1),
  regionId: Optional(Nullable(Int(1))),
  /** Comma-separated (，、 and spaces also separate). */
  keywords: Optional(Nullable(Str(500))),
  leadDeptId: Int(1),
  assistDeptIds: Optional(Type.Array(Int(1), { maxItems: CATALOGUE_ASSIST_MAX })),
  timeLimit: Optional(Nullable(Int(1, 365))),
  basis: ReqStr(CATALOGUE_BASIS_LENGTH),
  effectiveFrom: Optional(Nullable(Day())),
  effectiveTo: Optional(Nullable(Day())),
  status: CatalogueStatus,
};

export const CatalogueSaveRequest = Body(entryFields);
export type CatalogueSaveRequest = Static<typeof CatalogueSaveRequest>;
export const CatalogueUpdateRequest = Body({ id: Int(1), ...entryFields });
export type CatalogueUpdateRequest = Static<typeof CatalogueUpdateRequest>;

/** What the form offers: event types with their path, enabled departments, areas down to streets. */
export const CatalogueOptions = Type.Object({
  eventTypes: Type.Array(Type.Object({ id: Type.Integer(), path: Type.String() })),
  /** Enabled handling departments: main ones (which may lead) and their units (which may assist), a unit named under its department. */
  depts: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), main: Type.Boolean() })),
  regions: Type.Array(Type.Object({ id: Type.Integer(), path: Type.String() })),
});
export type CatalogueOptions = Static<typeof CatalogueOptions>;

export const CatalogueImportResult = Type.Object({
  /** Data rows read (blank rows are not counted). */
  total: Type.Integer(),
  imported: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  errors: Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() })),
});
export type CatalogueImportResult = Static<typeof CatalogueImportResult>;

/** The catalogue's largest sheet. */
export const CATALOGUE_IMPORT_MAX_MB = 5;

const CatalogueFilters = OptionalBody({ eventTypeId: Optional(Int(1)), deptId: Optional(Int(1)), status: Optional(CatalogueStatus), reviewPending: Optional(Type.Boolean()) });
export type CatalogueFilters = Static<typeof CatalogueFilters>;

export const dispatchCatalogueEndpoints = {
  '/api/sys/dispatchCatalogue/page': { body: CataloguePageRequest, reply: Page(CatalogueEntry) },
  '/api/sys/dispatchCatalogue/options': { body: NoBody, reply: CatalogueOptions },
  '/api/sys/dispatchCatalogue/info': { body: Body({ id: Int(1) }), reply: CatalogueEntry },
  '/api/sys/dispatchCatalogue/save': { body: CatalogueSaveRequest, reply: Type.Object({ id: Type.Integer() }) },
  '/api/sys/dispatchCatalogue/update': { body: CatalogueUpdateRequest, reply: Type.Null() },
  '/api/sys/dispatchCatalogue/delete': { body: Body({ ids: Type.Array(Int(1), { minItems: 1, maxItems: 100 }) }), reply: Type.Null() },
  /** The import template (.xlsx): the columns and a sheet of hints. */
  '/api/sys/dispatchCatalogue/template': { body: NoBody, file: true, reply: Type.Null() },
  /** One .xlsx, multipart field "file": a row with 编号 updates that entry, one without adds one; refused rows reported by number. */
  '/api/sys/dispatchCatalogue/import': { query: Body({}), multipart: true, reply: CatalogueImportResult },
  /** The list's current search as .xlsx (the template's columns, so it imports back). */
  '/api/sys/dispatchCatalogue/export': { body: CatalogueFilters, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
