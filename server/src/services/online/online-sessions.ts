// 在线用户: the sessions alive now (from sys_token, which every server shares) and 强退, which ends one for every server:
// the row goes (moving the auth epoch) and its reason stays for the 401 and the push channel to tell the console.
import { sql, type Kysely } from 'kysely';
import type { OnlinePageRequest } from '../../../../src/shared/api/contracts/sysOnline.ts';
import type { Database } from '../../db/schema.ts';
import { pageAnswer, type Paging } from '../../lib/paging.ts';
import { Refusal } from '../../lib/refusal.ts';
import { likePattern } from '../../lib/schema.ts';
import { formatDateTime } from '../../lib/time.ts';
import { parseUserAgent } from '../../lib/user-agent.ts';
import type { SessionLimits } from '../sessions.ts';

type Db = Kysely<Database>;

/** What a console forced out is told, on the sign-in form. */
export const FORCED_OUT = '您已被管理员强制退出，请重新登录';

function alive(db: Db, limits: SessionLimits, now: Date) {
  return db.selectFrom('sys_token as t')
    .innerJoin('sys_user as u', 'u.id', 't.user_id')
    .leftJoin('sys_dept as d', 'd.id', 'u.dept_id')
    .where('u.status', '=', 1)
    .where('t.expires_at', '>', now)
    .where('t.last_seen_at', '>', new Date(now.getTime() - limits.tokenTtlMs))
    .where('t.created_at', '>', new Date(now.getTime() - limits.sessionMaxMs));
}

export async function onlineSessions(db: Db, limits: SessionLimits, ownTokenHash: string, f: NonNullable<OnlinePageRequest>, page: Paging, now = new Date()) {
  let q = alive(db, limits, now);
  const who = f.username?.trim();
  if (who) q = q.where((eb) => eb.or([eb('u.username', 'like', likePattern(who.toLowerCase())), eb('u.real_name', 'like', likePattern(who))]));
  if (f.ip?.trim()) q = q.where('t.ip', 'like', likePattern(f.ip.trim()));
  const [rows, count] = await Promise.all([
    q.select(['t.session_id', 't.token_hash', 't.ip', 't.user_agent', 't.created_at', 't.last_seen_at', 'u.id as user_id', 'u.username', 'u.real_name', 'd.name as dept_name'])
      .orderBy('t.last_seen_at', 'desc').orderBy('t.session_id').limit(page.size).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return pageAnswer(rows.map((r) => ({
    id: r.session_id, userId: r.user_id, username: r.username, realName: r.real_name, deptName: r.dept_name, ip: r.ip,
    ...parseUserAgent(r.user_agent),
    loginTime: formatDateTime(r.created_at) ?? '', lastSeen: formatDateTime(r.last_seen_at) ?? '',
    current: r.token_hash === ownTokenHash,
  })), count.n, page);
}

/** Ends one session on every server; answers whose it was. Refuses the caller's own session (退出登录 does that). */
export async function forceLogout(db: Db, sessionId: string, ownTokenHash: string): Promise<{ userId: number; tokenHash: string; username: string }> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.selectFrom('sys_token as t').innerJoin('sys_user as u', 'u.id', 't.user_id')
      .select(['t.token_hash', 't.user_id', 'u.username']).where('t.session_id', '=', sessionId).forUpdate().executeTakeFirst();
    if (!row) throw new Refusal('该会话已结束，请刷新列表');
    if (row.token_hash === ownTokenHash) throw new Refusal('不能强退自己当前的会话，请使用“退出登录”');
    await tx.insertInto('sys_token_ended').values({ token_hash: row.token_hash, reason: FORCED_OUT })
      .onConflict((oc) => oc.column('token_hash').doUpdateSet({ reason: FORCED_OUT, ended_at: sql`now()` })).execute();
    await tx.deleteFrom('sys_token').where('token_hash', '=', row.token_hash).execute();
    return { userId: row.user_id, tokenHash: row.token_hash, username: row.username };
  });
}
