// 新增公告 / 修改公告 (a draft): title, importance, rich content and attachments; everything typed stays when the server refuses.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, MessageBar, MessageBarBody,
  Select, Spinner, Text, makeStyles, tokens,
} from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { uploadFile } from '../../shared/api/files.ts';
import { addAnnouncement, updateAnnouncement } from '../../shared/api/notices.ts';
import { ANNOUNCEMENT_TITLE_MAX, IMP_LEVEL_NAMES, type Announcement, type ImpLevel, type UploadedFile } from '../../shared/api/notice.types.ts';
import { messageOf } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { RichTextEditor } from '../../shared/ui/RichTextEditor.tsx';
import { hasText, sanitizeAnnouncementHtml } from './sanitize.ts';

export interface AnnouncementAddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the new or edited (unpublished) announcement. */
  onSaved: (announcement: Announcement) => void;
  /** A draft to edit, with its content; absent adds a new one. */
  editing?: Announcement | null;
}

const useStyles = makeStyles({
  surface: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', '& > *': { flexGrow: 1 } },
  files: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  upload: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

interface Draft {
  title: string;
  impLevel: ImpLevel | 0;
  content: string;
  files: UploadedFile[];
}

const EMPTY: Draft = { title: '', impLevel: 0, content: '', files: [] };

export function AnnouncementAddDialog({ open, onOpenChange, onSaved, editing = null }: AnnouncementAddDialogProps) {
  const styles = useStyles();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState('');
  const [error, setError] = useState('');
  // The editor reads its content once; a new key gives a fresh editor for the next announcement.
  const [editorKey, setEditorKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  // Opening on a draft fills the form (and a fresh editor) with it; 新增 after an edit starts empty.
  const filledFrom = useRef<number | null>(null);
  useEffect(() => {
    if (!open || (editing?.id ?? null) === filledFrom.current) return;
    filledFrom.current = editing?.id ?? null;
    setDraft(editing ? { title: editing.title, impLevel: editing.impLevel, content: editing.content, files: editing.attachments } : EMPTY);
    setTouched(false);
    setError('');
    setEditorKey((k) => k + 1);
  }, [open, editing]);

  const titleError = !draft.title.trim() ? noticesText.titleRequired
    : draft.title.trim().length > ANNOUNCEMENT_TITLE_MAX ? noticesText.titleTooLong(ANNOUNCEMENT_TITLE_MAX) : '';
  const levelError = draft.impLevel === 0 ? noticesText.impLevelRequired : '';
  const contentError = hasText(draft.content) ? '' : noticesText.contentRequired;

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    for (const file of chosen) {
      setUploading(file.name);
      try {
        const uploaded = await uploadFile(file);
        setDraft((d) => ({ ...d, files: [...d.files, uploaded] }));
        setError('');
      } catch (failure) {
        setError(`${file.name}：${messageOf(failure, zhCN.common.operationFailed)}`);
      }
    }
    setUploading('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (busy || uploading || titleError || levelError || contentError) return;
    setBusy(true);
    setError('');
    try {
      const input = {
        title: draft.title.trim(),
        impLevel: draft.impLevel as ImpLevel,
        content: sanitizeAnnouncementHtml(draft.content),
        attachmentIds: draft.files.map((f) => f.id).join(','),
      };
      const saved = editing ? await updateAnnouncement({ id: editing.id, ...input }) : await addAnnouncement(input);
      setDraft(EMPTY);
      setTouched(false);
      setEditorKey((k) => k + 1);
      filledFrom.current = null;
      onSaved(saved);
    } catch (failure) {
      setError(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => onOpenChange(data.open)} modalType="modal">
      <DialogSurface className={styles.surface}>
        <form onSubmit={submit} noValidate aria-label={editing ? noticesText.editTitle : noticesText.addTitle}>
          <DialogBody>
            <DialogTitle>{editing ? noticesText.editTitle : noticesText.addTitle}</DialogTitle>
            <DialogContent className={styles.form}>
              {error && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{error}</MessageBarBody>
                </MessageBar>
              )}
              <div className={styles.row}>
                <Field label={noticesText.title} required validationMessage={touched ? titleError || undefined : undefined}>
                  <Input name="title" value={draft.title} onChange={(_, data) => setDraft((d) => ({ ...d, title: data.value }))} />
                </Field>
                <Field label={noticesText.impLevel} required validationMessage={touched ? levelError || undefined : undefined}>
                  <Select name="impLevel" value={String(draft.impLevel)} onChange={(_, data) => setDraft((d) => ({ ...d, impLevel: Number(data.value) as ImpLevel | 0 }))}>
                    <option value="0" disabled>{noticesText.impLevelRequired}</option>
                    {([1, 2, 3] as const).map((level) => <option key={level} value={level}>{IMP_LEVEL_NAMES[level]}</option>)}
                  </Select>
                </Field>
              </div>
              <Field label={noticesText.contentLabel} required validationMessage={touched ? contentError || undefined : undefined}>
                <RichTextEditor
                  key={editorKey}
                  initialHtml={editing ? draft.content : undefined}
                  label={noticesText.contentLabel}
                  invalid={touched && Boolean(contentError)}
                  onChange={(content) => setDraft((d) => ({ ...d, content }))}
                />
              </Field>
              <div>
                <div className={styles.upload}>
                  <input ref={fileInput} type="file" multiple hidden onChange={(e) => void upload(e)} data-attachment-input="" />
                  <Button icon={<AttachRegular />} disabled={Boolean(uploading)} onClick={() => fileInput.current?.click()}>{noticesText.upload}</Button>
                  {uploading && <Spinner size="tiny" label={noticesText.uploading(uploading)} />}
                </div>
                {draft.files.length > 0 && (
                  <ul className={styles.files} aria-label={noticesText.attachments}>
                    {draft.files.map((file) => (
                      <li key={file.id} className={styles.file}>
                        <Text>{file.name}</Text>
                        <Button
                          size="small"
                          appearance="subtle"
                          icon={<DismissRegular />}
                          aria-label={noticesText.removeAttachment(file.name)}
                          onClick={() => setDraft((d) => ({ ...d, files: d.files.filter((f) => f.id !== file.id) }))}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </div>
            </DialogContent>
            <DialogActions>
              <Button onClick={() => onOpenChange(false)}>{zhCN.common.cancel}</Button>
              <Button type="submit" appearance="primary" disabled={busy || Boolean(uploading)}>
                {busy ? noticesText.saving : noticesText.save}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
