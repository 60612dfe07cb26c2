// The work-order part: registration, queues, the all-orders list and the detail, with their stores.
export { RegisterPage } from './register/RegisterPage.tsx';
export type { RegisterPageProps } from './register/RegisterPage.tsx';
export { QueuePage } from './queue/QueuePage.tsx';
export type { QueuePageProps } from './queue/QueuePage.tsx';
export { OrderListPage } from './list/OrderListPage.tsx';
export type { OrderListPageProps } from './list/OrderListPage.tsx';
export { DetailPage } from './detail/DetailPage.tsx';
export type { DetailPageProps } from './detail/DetailPage.tsx';
export { MissOrderPage } from './miss/MissOrderPage.tsx';
export type { MissOrderPageProps } from './miss/MissOrderPage.tsx';
export { ObjectionPage } from './objections/ObjectionPage.tsx';
export type { ObjectionPageProps } from './objections/ObjectionPage.tsx';
export { useQueueView, showRows, loadRows, loadTabs } from './queue/queue.store.ts';
export { useDetailView, loadDetail } from './detail/detail.store.ts';
export { QUEUE_GROUPS, isQueueGroup, pickTab } from './common/queues.ts';
export { readDraft, clearDraft } from './register/draft.ts';
