// Registers every part's tag (each *.element.tsx defines its own); the app is registered by src/hotline-elements.ts.
import './notice-bell/notice-bell.element.tsx';
import './notice-bell/reminders.element.tsx';
import './announcements/announcements.element.tsx';
import './softphone/softphone.element.tsx';
import './work-orders/order-register.element.tsx';
import './work-orders/order-queue.element.tsx';
import './work-orders/order-list.element.tsx';
import './work-orders/order-detail.element.tsx';
import './knowledge/knowledge.element.tsx';
export {};
