// Shared parts the work-order pages open on demand, each from its own chunk (see OnDemand.tsx for their stand-ins).
import type { WorkflowDetail, WorkflowListItem } from '../../../shared/api/workorder.types.ts';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';

/** The department / region / classification tree picker (Fluent's Tree and Dialog): only when a 选择 is clicked. */
export const TreePickerDialog = retryableLazy(() => import('../../../shared/ui/TreePickerDialog.tsx').then((m) => ({ default: m.TreePickerDialog })));

/** 协办单位 on 受理登记 (Fluent's Dropdown brings its positioning and Tabster, ~30 KB gzip): below the first screen's fold. */
export const AssistDeptsField = retryableLazy(() => import('./AssistDeptsField.tsx').then((m) => ({ default: m.AssistDeptsField })));

// 受理登记's suggestions show nothing until the appeal has words enough (QUESTION_MIN_CHARS): their code loads then.
export const ClassificationSuggestions = retryableLazy(() =>
  import('../register/ClassificationSuggestions.tsx').then((m) => ({ default: m.ClassificationSuggestions })));
export const DeptSuggestions = retryableLazy(() => import('./DeptSuggestions.tsx').then((m) => ({ default: m.DeptSuggestions })));
export const ArticleSuggestions = retryableLazy(() =>
  import('../register/ArticleSuggestions.tsx').then((m) => ({ default: m.ArticleSuggestions })));

/** The date fields sit below the search panel's fold (Fluent's calendar is a large chunk). */
export const DateField = retryableLazy(() => import('../../../shared/ui/DateField.tsx').then((m) => ({ default: m.DateField })));

// Printing sanitizes the HTML first (DOMPurify): it loads when 打印 is clicked.
const printing = () => Promise.all([import('../../../shared/ui/print.ts'), import('./printOrders.ts')]);

/** Prints one order. */
export async function printOrder(title: string, order: WorkflowDetail): Promise<void> {
  const [{ printHtml }, { orderHtml }] = await printing();
  return printHtml(title, orderHtml(order));
}

/** Prints a list of orders. */
export async function printList(title: string, rows: readonly WorkflowListItem[]): Promise<void> {
  const [{ printHtml }, { listHtml }] = await printing();
  return printHtml(title, listHtml(title, rows));
}
