// The widget's list: published, valid announcements, newest first, importance shown, 10/50/100/200 a page.
import { Button, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { queryAnnouncements } from '../../shared/api/notices.ts';
import type { Announcement } from '../../shared/api/notice.types.ts';
import { useResource } from '../../shared/data/index.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { ANNOUNCEMENT_PAGE_SIZES } from '../../shared/constants.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { usePageInRange } from '../../shared/utils/usePageInRange.ts';
import { ImpLevelBadge } from './ImpLevelBadge.tsx';
import { announcementWidget, showAnnouncementDetail, showAnnouncementPage } from './widget.store.ts';

const NO_RECORDS: Announcement[] = [];

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minHeight: 0 },
  list: { listStyle: 'none', margin: 0, padding: 0 },
  item: {
    display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2px', width: '100%', textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`, border: 'none', background: 'transparent', cursor: 'pointer',
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`, fontFamily: 'inherit', fontSize: tokens.fontSizeBase300, color: 'inherit',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  line: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, width: '100%', minWidth: 0 },
  title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
  date: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface AnnouncementListProps {
  /** Bumped by the widget's refresh button. */
  reload: number;
  /** Reports how many announcements there are (the collapsed button shows it). */
  onTotal?: (total: number) => void;
}

export function AnnouncementList({ reload, onTotal }: AnnouncementListProps) {
  const styles = useStyles();
  const { page, size } = useSnapshot(announcementWidget);
  const list = useResource('announcements:widget', (signal) => queryAnnouncements({ page, size, publishState: 1, isValid: 1 }, signal), { args: { page, size } });
  const records = list.data?.records ?? NO_RECORDS;
  const total = list.data?.total ?? 0;
  const { loading, error, reload: load } = list;

  // The widget's refresh button bumps `reload`; the first render's value needs no extra load.
  const firstReload = useRef(reload);
  useEffect(() => {
    if (reload !== firstReload.current) void load();
  }, [reload, load]);

  usePageInRange(list.data?.total, page, size, (last) => showAnnouncementPage(last, size));
  useEffect(() => {
    if (list.data) onTotal?.(list.data.total);
  }, [list.data, onTotal]);

  return (
    <div className={styles.root}>
      {error ? (
        <div role="alert">
          <Text className={styles.error}>{error}</Text> <Button size="small" onClick={() => void load()}>{zhCN.common.retry}</Button>
        </div>
      ) : loading && records.length === 0 ? (
        <Spinner size="small" label={zhCN.common.loading} />
      ) : records.length === 0 ? (
        <EmptyState kind="noData" />
      ) : (
        <ul className={styles.list} aria-label={noticesText.widgetTitle} aria-busy={loading}>
          {records.map((a) => (
            <li key={a.id}>
              <button type="button" className={styles.item} data-announcement-item={a.id} onClick={() => showAnnouncementDetail(a.id)}>
                <span className={styles.line}>
                  <ImpLevelBadge level={a.impLevel} />
                  <span className={styles.title} title={a.title}>{a.title}</span>
                </span>
                <span className={styles.date}>{a.publishDate}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} size={size} total={total} sizes={ANNOUNCEMENT_PAGE_SIZES} onChange={(p, s) => showAnnouncementPage(p, s)} />
    </div>
  );
}
