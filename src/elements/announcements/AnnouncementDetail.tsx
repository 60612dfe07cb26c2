// One announcement: title, importance, publisher and date, sanitized content, attachments downloaded with the token in headers.
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, AttachRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import { downloadFile } from '../../shared/api/files.ts';
import { fetchAnnouncement } from '../../shared/api/notices.ts';
import type { Announcement, AnnouncementAttachment } from '../../shared/api/notice.types.ts';
import { useResource } from '../../shared/data/index.ts';
import { messageOf } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { useNotify } from '../../shared/ui/notify.tsx';
import { ImpLevelBadge } from './ImpLevelBadge.tsx';
import { sanitizeAnnouncementHtml } from './sanitize.ts';

export interface AnnouncementDetailProps {
  id: number;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  content: {
    wordBreak: 'break-word', lineHeight: tokens.lineHeightBase400,
    '& a': { color: tokens.colorBrandForegroundLink },
    '& ul, & ol': { paddingLeft: '1.5em' },
  },
  files: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  file: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, minWidth: 0 },
  fileName: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', flexGrow: 1, minWidth: 0 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function AnnouncementDetail({ id }: AnnouncementDetailProps) {
  const styles = useStyles();
  const notify = useNotify();
  const loaded = useResource(`announcement:${id}`, (signal) => fetchAnnouncement(id, signal));
  const announcement = (loaded.data as Announcement | undefined) ?? null;
  const error = announcement ? '' : loaded.error;
  const [downloading, setDownloading] = useState<string | null>(null);

  // The server sanitized the content already; it is sanitized again here, right before it is rendered.
  const html = useMemo(() => (announcement ? sanitizeAnnouncementHtml(announcement.content) : ''), [announcement]);

  const save = async (file: AnnouncementAttachment) => {
    setDownloading(file.id);
    try {
      await downloadFile(file.id, file.name);
    } catch (failure) {
      notify.error(messageOf(failure));
    } finally {
      setDownloading(null);
    }
  };

  if (error) return <Text className={styles.error} role="alert">{error}</Text>;
  if (!announcement) return <Spinner size="small" label={zhCN.common.loading} />;
  return (
    <article className={styles.root} aria-label={announcement.title} data-announcement={announcement.id}>
      <Text as="h3" weight="semibold" size={400}>{announcement.title}</Text>
      <div className={styles.meta}>
        <ImpLevelBadge level={announcement.impLevel} />
        {announcement.publisherName && <span>{`${noticesText.publisher}：${announcement.publisherName}`}</span>}
        {announcement.publishDate && <span>{`${noticesText.publishDate}：${announcement.publishDate}`}</span>}
      </div>
      <div className={styles.content} data-announcement-content="" dangerouslySetInnerHTML={{ __html: html }} />
      {announcement.attachments.length > 0 && (
        <section aria-label={noticesText.attachments}>
          <Text weight="semibold" size={200}>{noticesText.attachments}</Text>
          <ul className={styles.files}>
            {announcement.attachments.map((file) => (
              <li key={file.id} className={styles.file}>
                <AttachRegular aria-hidden />
                <span className={styles.fileName} title={file.name}>{`${file.name}（${fileSize(file.size)}）`}</span>
                <Button
                  size="small"
                  appearance="subtle"
                  icon={downloading === file.id ? <Spinner size="extra-tiny" /> : <ArrowDownloadRegular />}
                  disabled={downloading === file.id}
                  aria-label={`${noticesText.download} ${file.name}`}
                  onClick={() => void save(file)}
                >
                  {downloading === file.id ? noticesText.downloading : noticesText.download}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
