// The announcements part: the floating widget and the pieces the console's announcement admin page reuses.
export { AnnouncementWidget } from './AnnouncementWidget.tsx';
export { AnnouncementDetail } from './AnnouncementDetail.tsx';
export type { AnnouncementDetailProps } from './AnnouncementDetail.tsx';
export { AnnouncementAddDialog } from './AnnouncementAddDialog.tsx';
export type { AnnouncementAddDialogProps } from './AnnouncementAddDialog.tsx';
export { ImpLevelBadge } from './ImpLevelBadge.tsx';
export { RichTextEditor } from '../../shared/ui/RichTextEditor.tsx';
export type { RichTextEditorProps } from '../../shared/ui/RichTextEditor.tsx';
export { sanitizeAnnouncementHtml } from './sanitize.ts';
export { announcementWidget, clampToViewport, moveWidget, setWidgetOpen } from './widget.store.ts';
export type { WidgetPosition } from './widget.store.ts';
