// The queue groups an element may show, and the tab names a link (reminder, URL ?tab=) may use.
import type { QueueGroup, WorkflowTabEntry } from '../../../shared/api/workorder.types.ts';

export const QUEUE_GROUPS: readonly QueueGroup[] = [
  'unaccept', 'unassign', 'untodo', 'todo2', 'uncheckList', 'uncallback', 'unAssessmentList',
  'delayApply', 'applyDelay', 'hangApply', 'returnApply', 'applyReturn', 'supervise', 'assist',
];

export function isQueueGroup(value: unknown): value is QueueGroup {
  return typeof value === 'string' && (QUEUE_GROUPS as readonly string[]).includes(value);
}

/** Named tabs the reminder routing uses (?tab=level1Done) besides the queryType itself. */
const TAB_ALIASES: Partial<Record<QueueGroup, Record<string, string>>> = {
  untodo: { level1Todo: '0', level1Done: '1', level2Todo: '2', level2Done: '3' },
};

/** The tab a `tab` attribute or ?tab= names (queryType, alias or tab name), else the first visible tab. */
export function pickTab(queue: QueueGroup, tabs: readonly WorkflowTabEntry[], wanted: string | null | undefined): WorkflowTabEntry | undefined {
  if (wanted) {
    const queryType = TAB_ALIASES[queue]?.[wanted] ?? wanted;
    const found = tabs.find((t) => String(t.params.queryType) === queryType || t.name === wanted);
    if (found) return found;
  }
  return tabs[0];
}

/** Queues whose rows are side requests (delay, hang, return) or supervision records. */
export const APPLY_QUEUES: readonly QueueGroup[] = ['delayApply', 'applyDelay', 'hangApply', 'returnApply', 'applyReturn'];
