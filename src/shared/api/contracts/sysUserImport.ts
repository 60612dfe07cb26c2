// Users' import and export (spec §7 "Users, roles": template, import): the .xlsx template, a streamed import with its
// progress and failed rows, and the export of the user list's current query.
import { Type } from '@sinclair/typebox';
import { Body, NoBody, Nullable, Optional, OptionalBody, StringEnum, type EndpointMap, type Static } from './schema.ts';
import { userFilterFields } from './sysUser.ts';

/** The largest sheet the import takes (about 200,000 users). */
export const USER_IMPORT_MAX_MB = 20;

/** An import's id: the console may choose it (random) so it can poll the progress while the upload is still running. */
const ImportId = Type.String({ pattern: '^[0-9A-Za-z-]{16,64}$' });

export const UserImportQuery = Body({
  /** Update users whose username already exists (otherwise such rows fail). Also accepted as a multipart field before the file. */
  updateSupport: Optional(Type.Boolean()),
  importId: Optional(ImportId),
});

export const UserImportResult = Type.Object({
  id: Type.String(),
  /** Data rows read (blank rows and the template's example row are not counted). */
  total: Type.Integer(),
  imported: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  /** New users given a one-time password (初始密码 left empty): download them once with importPasswords. */
  oneTimePasswords: Type.Integer(),
});
export type UserImportResult = Static<typeof UserImportResult>;

export const UserImportProgress = Type.Object({
  id: Type.String(),
  /** running; finished; broken (the file stopped being readable midway: rows before it stay written). */
  status: StringEnum(['running', 'finished', 'broken'] as const),
  /** Data rows in the file; null until the file has been counted. */
  total: Nullable(Type.Integer()),
  done: Type.Integer(),
  imported: Type.Integer(),
  updated: Type.Integer(),
  failed: Type.Integer(),
  oneTimePasswords: Type.Integer(),
  error: Nullable(Type.String()),
});
export type UserImportProgress = Static<typeof UserImportProgress>;

/** The user list's query: the same filters as /api/sys/user/page. */
export const UserExportFilters = OptionalBody(userFilterFields);
export type UserExportFilters = NonNullable<Static<typeof UserExportFilters>>;

export const sysUserImportEndpoints = {
  /** The import template (.xlsx): headers, one example row, and a sheet of hints (genders, statuses, departments, roles, posts). */
  '/api/sys/user/template': { body: NoBody, file: true, reply: Type.Null() },
  /** One .xlsx file, multipart field "file"; answers the counts when every row has been read. */
  '/api/sys/user/import': { query: UserImportQuery, multipart: true, reply: UserImportResult },
  /** Progress of one of the caller's imports. */
  '/api/sys/user/importProgress': { body: Body({ id: ImportId }), reply: UserImportProgress },
  /** The failed rows of one of the caller's imports as .xlsx, with a 失败原因 column. */
  '/api/sys/user/importFailures': { query: Body({ id: ImportId }), file: true, reply: Type.Null() },
  /** The one-time passwords of a finished import's new users as .xlsx; downloadable once (then deleted), for a day. */
  '/api/sys/user/importPasswords': { query: Body({ id: ImportId }), file: true, reply: Type.Null() },
  /** The user list's current query as .xlsx, within the caller's data scope. */
  '/api/sys/user/export': { body: UserExportFilters, file: true, reply: Type.Null() },
} as const satisfies EndpointMap;
