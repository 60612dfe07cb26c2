// What changed between two versions of an article, field by field, as word-level insertions and deletions.
import { diffWords } from 'diff';
import type { ArticleVersion } from '../../../shared/api/contracts/knowledge.ts';
import { knowledgeText } from '../../../shared/i18n/zh-CN.ts';

export type DiffField = keyof typeof knowledgeText.diffFields;
export interface DiffPart { value: string; added: boolean; removed: boolean }
export interface FieldDiff { field: DiffField; parts: DiffPart[]; changed: boolean }

// Chinese has no spaces between words: the browser's word segmenter splits them, so a change reads as whole words.
let segmenter: Intl.Segmenter | undefined;
const words = () => (segmenter ??= new Intl.Segmenter('zh-CN', { granularity: 'word' }));

/** Each compared field's text in a version; the body as its plain text. */
function fieldsOf(v: ArticleVersion, bodyText: (html: string) => string): Record<DiffField, string> {
  return {
    title: v.title, category: v.categoryPath, answer: v.answer, keywords: v.keywords.join('、'), regions: v.regionNames.join('、'),
    reviewDate: v.reviewDate ?? '', basis: v.basis, body: bodyText(v.body).trim(),
  };
}

/** The fields in reading order, each with its parts from `from` to `to` (unchanged fields say so). */
export function versionDiff(from: ArticleVersion, to: ArticleVersion, bodyText: (html: string) => string): FieldDiff[] {
  const a = fieldsOf(from, bodyText);
  const b = fieldsOf(to, bodyText);
  return (Object.keys(knowledgeText.diffFields) as DiffField[]).map((field) => {
    if (a[field] === b[field]) return { field, parts: [{ value: b[field], added: false, removed: false }], changed: false };
    const parts = diffWords(a[field], b[field], { intlSegmenter: words() }).map((c) => ({ value: c.value, added: Boolean(c.added), removed: Boolean(c.removed) }));
    return { field, parts, changed: true };
  });
}
