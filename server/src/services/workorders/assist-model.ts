// 协办's vocabulary: the states of an assisting department's part, and what each is called.

/** workflow_assist.state (migration 037). */
export const AssistState = { awaiting: 1, replied: 2, released: 3, ended: 4 } as const;
/** Ended with the dispatch (改派, 退回): not the department's part any more, so not counted in 绩效统计. */
export const ASSIST_ENDED = AssistState.ended;

/** The state as 协办情况 shows it: 超期 is an assist still awaiting its reply past its deadline. */
export function assistStateName(a: { state: number; deadline: Date }, now = Date.now()): string {
  if (a.state === AssistState.awaiting) return a.deadline.getTime() < now ? '超期' : '待回复';
  return a.state === AssistState.replied ? '已回复' : '已解除';
}

/** Past its deadline: still awaiting, or answered (replied or released) after it. */
export function assistOverdue(a: { state: number; deadline: Date; replied_at: Date | null; released_at: Date | null }, now = Date.now()): boolean {
  const end = a.state === AssistState.awaiting ? now : a.state === AssistState.replied ? a.replied_at?.getTime() : a.state === AssistState.released ? a.released_at?.getTime() : undefined;
  return end !== undefined && end > a.deadline.getTime();
}
