// Suggests the handling department with the reason: the 派单目录's entry for the appeal first (the rule the centre
// keeps), then the classification's owner and the words of the content.
import { catalogueSuggestions } from '../catalogue/catalogue-match.ts';
import type { Db } from './run-transition.ts';

/** A catalogue entry outranks every learned or keyword score; a second applying entry still outranks them. */
const CATALOGUE_SCORE = 100;
const CATALOGUE_SECOND_SCORE = 50;

export async function matchDepartment(db: Db, content: string, eventTypeId?: number, regionId?: number, now = new Date()) {
  const types = await db.selectFrom('event_type as t').leftJoin('sys_dept as d', 'd.id', 't.dept_id')
    .select(['t.id', 't.pid', 't.name', 't.dept_id', 't.keywords', 'd.name as dept_name']).execute();
  const scores = new Map<number, { deptId: number; deptName: string; score: number; reasons: string[]; eventTypeId: number; eventTypeName: string }>();
  const add = (t: (typeof types)[number], score: number, reason: string) => {
    if (t.dept_id === null || !t.dept_name) return;
    const e = scores.get(t.dept_id) ?? { deptId: t.dept_id, deptName: t.dept_name, score: 0, reasons: [], eventTypeId: t.id, eventTypeName: t.name };
    e.score += score;
    e.reasons.push(reason);
    scores.set(t.dept_id, e);
  };
  if (eventTypeId !== undefined) {
    const t = types.find((x) => x.id === eventTypeId);
    const owner = t && (t.dept_id !== null ? t : types.find((x) => x.id === t.pid));
    if (t && owner) add({ ...owner, id: t.id, name: t.name }, 10, `事件分类「${t.name}」的主管单位`);
  }
  for (const t of types) {
    const hits = t.keywords.split(',').map((k) => k.trim()).filter((k) => k && content.includes(k));
    if (hits.length) add(t, hits.length * 3, `诉求内容含「${hits.join('、')}」（${t.name}）`);
  }
  const learned = [...scores.values()].sort((a, b) => b.score - a.score || a.deptId - b.deptId);
  const catalogue = eventTypeId === undefined ? [] : await catalogueSuggestions(db, { eventTypeId, regionId, content }, now);
  const typeName = types.find((t) => t.id === eventTypeId)?.name ?? null;
  // A department both the catalogue and the words point at is listed once, with the catalogue's reason (its 依据 ends it).
  const ranked = [
    ...catalogue.map((c, i) => {
      const also = learned.find((l) => l.deptId === c.deptId);
      return { deptId: c.deptId, deptName: c.deptName, score: (i === 0 ? CATALOGUE_SCORE : CATALOGUE_SECOND_SCORE) + (also?.score ?? 0),
        reasons: [c.reason], eventTypeId: eventTypeId!, eventTypeName: typeName ?? also?.eventTypeName ?? '', sources: ['catalogue' as const] };
    }),
    ...learned.filter((l) => !catalogue.some((c) => c.deptId === l.deptId)).map((l) => ({ ...l, sources: ['history' as const] })),
  ];
  const best = ranked[0];
  return {
    deptId: best?.deptId ?? null,
    deptName: best?.deptName ?? null,
    eventTypeId: best?.eventTypeId ?? null,
    eventTypeName: best?.eventTypeName ?? null,
    reason: best ? best.reasons.join('；') : '未找到匹配的承办单位，请人工选择',
    candidates: ranked.slice(0, 3).map((r) => ({ deptId: r.deptId, deptName: r.deptName, score: r.score, reason: r.reasons.join('；'), sources: r.sources })),
  };
}
