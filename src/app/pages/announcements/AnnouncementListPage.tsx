// 公告浏览 (announcement/list/index): every user's list of published announcements — importance, title search,
// 10/50/100/200 a page, and the detail with its sanitized content and attachments in a dialog.
import {
  Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Link, Spinner,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { AnnouncementDetail, ImpLevelBadge } from '../../../elements/announcements/index.ts';
import { ANNOUNCEMENT_PAGE_SIZES } from '../../../shared/constants.ts';
import { announcementListText as t } from '../../../shared/i18n/announcement-list.zh-CN.ts';
import { noticesText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { useAnnouncementList } from './useAnnouncementList.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL, minWidth: 0 },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  titleCell: { wordBreak: 'break-word' },
  status: { minHeight: '20px' },
  detail: { maxWidth: '760px', width: 'calc(100vw - 32px)' },
});

export default function AnnouncementListPage() {
  const styles = useStyles();
  const { typed, setTyped, search, reset, filtered, records, total, loading, error, reload, page, size, showPage, viewing, setViewing } = useAnnouncementList();

  return (
    <section className={styles.page} aria-label={t.pageTitle} data-announcement-list-page="">
      <form className={styles.search} onSubmit={search} aria-label={zhCN.common.search}>
        <Field label={noticesText.title}>
          <Input name="title" value={typed} maxLength={100} placeholder={t.titlePlaceholder} onChange={(_, data) => setTyped(data.value)} />
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />} disabled={loading}>{zhCN.common.search}</Button>
        <Button onClick={reset}>{zhCN.common.reset}</Button>
        <span className={styles.status}>{loading && <Spinner size="tiny" label={zhCN.common.loading} />}</span>
      </form>

      {error && <LoadErrorBar message={error} onRetry={reload} />}
      {records.length === 0 && !loading ? (
        !error && <EmptyState kind={filtered ? 'noMatch' : 'noData'} />
      ) : (
        <Table size="small" aria-label={t.listLabel} aria-busy={loading}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell style={{ width: 64 }}>{noticesText.index}</TableHeaderCell>
              <TableHeaderCell>{noticesText.title}</TableHeaderCell>
              <TableHeaderCell style={{ width: 110 }}>{noticesText.impLevel}</TableHeaderCell>
              <TableHeaderCell style={{ width: 120 }}>{noticesText.publisher}</TableHeaderCell>
              <TableHeaderCell style={{ width: 180 }}>{noticesText.publishDate}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((a, i) => (
              <TableRow key={a.id} data-announcement-row={a.id}>
                <TableCell>{(page - 1) * size + i + 1}</TableCell>
                <TableCell className={styles.titleCell}>
                  <Link as="button" aria-label={t.openDetail(a.title)} onClick={() => setViewing(a)}>{a.title}</Link>
                </TableCell>
                <TableCell><ImpLevelBadge level={a.impLevel} /></TableCell>
                <TableCell>{a.publisherName ?? ''}</TableCell>
                <TableCell>{a.publishDate ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} size={size} total={total} sizes={ANNOUNCEMENT_PAGE_SIZES} onChange={showPage} />

      <Dialog open={viewing !== null} onOpenChange={(_, data) => !data.open && setViewing(null)}>
        <DialogSurface className={styles.detail}>
          <DialogBody>
            <DialogTitle>{noticesText.detailTitle}</DialogTitle>
            <DialogContent>{viewing !== null && <AnnouncementDetail id={viewing.id} />}</DialogContent>
            <DialogActions>
              <Button onClick={() => setViewing(null)}>{t.close}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
