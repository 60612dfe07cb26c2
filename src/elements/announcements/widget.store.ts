// The floating announcement widget's state: open or not, where it sits (kept per session under noticeLocation), its list page.
import { proxy } from 'valtio';
import { ANNOUNCEMENT_DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { SESSION_KEYS } from '../../shared/session/keys.ts';
import { readSessionJson, writeSession } from '../../shared/session/storage.ts';

export interface WidgetPosition {
  /** Left edge in CSS pixels from the viewport's left. */
  x: number;
  /** Top edge in CSS pixels from the viewport's top. */
  y: number;
}

/** Distance kept from the viewport's right and bottom edges when no position is remembered. */
export const WIDGET_MARGIN_PX = 24;
/** Arrow keys move the widget this far; with Shift, five times as far. */
export const KEYBOARD_STEP_PX = 10;

function storedPosition(): WidgetPosition | null {
  const value = readSessionJson<unknown>(SESSION_KEYS.noticeLocation, null);
  if (typeof value !== 'object' || value === null) return null;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : null;
}

export const announcementWidget = proxy({
  open: false,
  /** null until placed: the widget then rests in its dock (the console's top bar) or, without one, at the bottom-right corner. */
  position: storedPosition(),
  page: 1,
  size: ANNOUNCEMENT_DEFAULT_PAGE_SIZE,
  /** The announcement shown in detail, or null for the list. */
  detailId: null as number | null,
});

/** `position` moved so a box of `width` x `height` lies inside the viewport (top-left wins when it cannot fit). */
export function clampToViewport(position: WidgetPosition, width: number, height: number): WidgetPosition {
  const maxX = Math.max(0, window.innerWidth - width);
  const maxY = Math.max(0, window.innerHeight - height);
  return { x: Math.round(Math.min(Math.max(0, position.x), maxX)), y: Math.round(Math.min(Math.max(0, position.y), maxY)) };
}

export function defaultPosition(width: number, height: number): WidgetPosition {
  return clampToViewport({ x: window.innerWidth - width - WIDGET_MARGIN_PX, y: window.innerHeight - height - WIDGET_MARGIN_PX }, width, height);
}

/** Places the widget (kept inside the viewport) and remembers the place for this session. */
export function moveWidget(position: WidgetPosition, width: number, height: number): void {
  const next = clampToViewport(position, width, height);
  const current = announcementWidget.position;
  if (current && current.x === next.x && current.y === next.y) return;
  announcementWidget.position = next;
  writeSession(SESSION_KEYS.noticeLocation, JSON.stringify(next));
}

/** Back to its resting place (the dock), forgetting the dragged-to place. */
export function dockWidget(): void {
  announcementWidget.position = null;
  writeSession(SESSION_KEYS.noticeLocation, null);
}

export function setWidgetOpen(open: boolean): void {
  announcementWidget.open = open;
  if (!open) announcementWidget.detailId = null;
}

export function showAnnouncementPage(page: number, size = announcementWidget.size): void {
  announcementWidget.page = page;
  announcementWidget.size = size;
}

export function showAnnouncementDetail(id: number | null): void {
  announcementWidget.detailId = id;
}
