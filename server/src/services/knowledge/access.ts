// Who may do what in the knowledge base: the reader's knowledge permissions and data scope, decided once per request,
// and who is told of a change (the users holding a permission, of a department or of all).
import { sql, type Kysely } from 'kysely';
import { KNOWLEDGE_PERMISSIONS as KP } from '../../../../src/shared/api/contracts/knowledge.ts';
import { RoleId } from '../../../../src/shared/protocol/index.ts';
import type { Database } from '../../db/schema.ts';
import { cstDay } from '../../lib/time.ts';
import type { ReadCache } from '../cache.ts';
import { dataScopeOf } from '../data-scope.ts';
import { permissionsOf } from '../permissions.ts';

export type Db = Kysely<Database>;

/** The signed-in user as the knowledge services see them. */
export interface KnowledgeReader {
  id: number;
  realName: string;
  deptId: number | null;
  /** 知识检索: reads published articles, files 纠错. */
  searches: boolean;
  /** Writes, submits, confirms the articles of `deptIds`. */
  edits: boolean;
  /** The centre's knowledge administrators: everything, every department. */
  publishes: boolean;
  /** Answers the 纠错 of `deptIds`' articles. */
  corrects: boolean;
  /** The departments whose articles the reader keeps (data scope); 'all' for a scope of every department. */
  deptIds: readonly number[] | 'all';
}

export async function knowledgeReaderOf(db: Db, cache: ReadCache, user: { id: number; realName: string; deptId: number | null; roleIds: readonly number[] }): Promise<KnowledgeReader> {
  const [perms, scope] = await Promise.all([permissionsOf(db, [...user.roleIds], cache), dataScopeOf(db, user)]);
  return {
    id: user.id, realName: user.realName, deptId: user.deptId,
    searches: perms.includes(KP.search), edits: perms.includes(KP.edit), publishes: perms.includes(KP.publish), corrects: perms.includes(KP.correct),
    deptIds: scope.all ? 'all' : scope.deptIds,
  };
}

const inScope = (r: KnowledgeReader, deptId: number) => r.deptIds === 'all' || r.deptIds.includes(deptId);

/** May write, submit, confirm and delete (a never-published draft of) this department's articles. */
export const mayEdit = (r: KnowledgeReader, deptId: number): boolean => r.publishes || (r.edits && inScope(r, deptId));
/** May answer this department's 纠错. */
export const mayCorrect = (r: KnowledgeReader, deptId: number): boolean => r.publishes || (r.corrects && inScope(r, deptId));
/** Keeps articles at all (知识维护's lists). */
export const maintains = (r: KnowledgeReader): boolean => r.publishes || r.edits || r.corrects;

/** The departments a maintainer's lists are limited to, or null for every department (publishers). */
export const maintainedDepts = (r: KnowledgeReader): readonly number[] | null =>
  r.publishes || r.deptIds === 'all' ? null : r.deptIds;

/** Enabled users holding `permission` through an enabled role and an enabled button (admins hold everything), optionally of some departments. */
export async function usersHolding(db: Db, permission: string, deptIds?: readonly number[]): Promise<number[]> {
  if (deptIds && !deptIds.length) return [];
  const pattern = `%,${permission},%`;
  let q = db.selectFrom('sys_user as u').innerJoin('sys_user_role as ur', 'ur.user_id', 'u.id').innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select('u.id').distinct().where('u.status', '=', 1).where('r.status', '=', 1)
    .where((eb) => eb.or([
      eb('r.id', '=', RoleId.admin),
      eb('r.id', 'in', eb.selectFrom('sys_role_menu as rm').innerJoin('sys_menu as m', 'm.id', 'rm.menu_id').select('rm.role_id')
        .where('m.type', '=', 1).where('m.status', '=', 0).where(sql<boolean>`(',' || m.perms || ',') like ${pattern}`)),
    ]));
  if (deptIds) q = q.where('u.dept_id', 'in', [...deptIds]);
  return (await q.orderBy('u.id').execute()).map((u) => u.id);
}

/** Today in China Standard Time, as 'YYYY-MM-DD' (review dates are days). */
export const today = (now = Date.now()): string => cstDay(now);

/** A reminder's workflowId for an article: the bell opens 知识维护 on it. */
export const articleRef = (articleId: number): string => `KB${articleId}`;
