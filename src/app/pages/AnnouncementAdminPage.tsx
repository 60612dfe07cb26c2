// 公告管理 (system/announcement/index): search, add with rich text and attachments, publish, delete with confirmation.
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState, type FormEvent } from 'react';
import { AnnouncementAddDialog, AnnouncementDetail, ImpLevelBadge, Pager } from '../../elements/announcements/index.ts';
import { deleteAnnouncements, publishAnnouncement, queryAnnouncements } from '../../shared/api/notices.ts';
import {
  ANNOUNCEMENT_PERMISSIONS, IMP_LEVEL_NAMES, type Announcement, type AnnouncementPageRequest, type ImpLevel,
} from '../../shared/api/notice.types.ts';
import { ANNOUNCEMENT_DEFAULT_PAGE_SIZE } from '../../shared/constants.ts';
import { useResource } from '../../shared/data/index.ts';
import { ApiError } from '../../shared/http/errors.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { useNotify } from '../../shared/ui/notify.tsx';
import { usePageState } from '../../shared/ui/pageState.ts';
import { Permission, usePermission } from '../../shared/ui/Permission.tsx';
import { pageAfterDelete } from '../../shared/utils/paging.ts';

interface Search {
  title: string;
  /** '' = all */
  impLevel: '' | `${ImpLevel}`;
  publishState: '' | '0' | '1';
}

const NO_RECORDS: Announcement[] = [];
const EMPTY_SEARCH: Search = { title: '', impLevel: '', publishState: '' };

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  titleCell: { wordBreak: 'break-word' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  detail: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
});

function toQuery(search: Search, page: number, size: number): AnnouncementPageRequest {
  return {
    page,
    size,
    isValid: 1,
    ...(search.title.trim() ? { title: search.title.trim() } : {}),
    ...(search.impLevel ? { impLevel: Number(search.impLevel) as ImpLevel } : {}),
    ...(search.publishState ? { publishState: Number(search.publishState) as 0 | 1 } : {}),
  };
}

export default function AnnouncementAdminPage() {
  const styles = useStyles();
  const notify = useNotify();
  const canPublish = usePermission([ANNOUNCEMENT_PERMISSIONS.publish]);
  const canDelete = usePermission([ANNOUNCEMENT_PERMISSIONS.delete]);
  // What is typed in the search form, and what the list was last searched with.
  const [form, setForm] = usePageState<Search>('announcementSearchForm', EMPTY_SEARCH);
  const [search, setSearch] = usePageState<Search>('announcementSearch', EMPTY_SEARCH);
  const [page, setPage] = usePageState('announcementPage', 1);
  const [size, setSize] = usePageState('announcementSize', ANNOUNCEMENT_DEFAULT_PAGE_SIZE);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [adding, setAdding] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [toPublish, setToPublish] = useState<Announcement | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const list = useResource('announcements:admin', (signal) => queryAnnouncements(toQuery(search, page, size), signal), { args: { search, page, size } });
  const records = list.data?.records ?? NO_RECORDS;
  const total = list.data?.total ?? 0;
  const { loading, reload } = list;
  useEffect(() => setSelected(new Set()), [list.data]);
  useEffect(() => {
    if (list.error) notify.error(list.error);
  }, [list.error, notify]);

  const runSearch = (event?: FormEvent) => {
    event?.preventDefault();
    setSearch({ ...form });
    setPage(1);
    void reload();
  };

  const resetSearch = () => {
    setForm(EMPTY_SEARCH);
    setSearch(EMPTY_SEARCH);
    setPage(1);
  };

  const askDelete = () => {
    if (selected.size === 0) notify.warning(zhCN.common.chooseDeleteItem);
    else setConfirmDelete(true);
  };

  const remove = async () => {
    setBusy(true);
    try {
      await deleteAnnouncements([...selected]);
      notify.success(zhCN.common.operationSuccess);
      setConfirmDelete(false);
      setPage(pageAfterDelete({ page, pageSize: size, total, deletedCount: selected.size }));
      void reload();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? `${zhCN.common.operationFailed}：${failure.message}` : zhCN.common.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  const publish = async (announcement: Announcement) => {
    setBusy(true);
    try {
      await publishAnnouncement(announcement.id);
      notify.success(zhCN.common.operationSuccess);
      setToPublish(null);
      void reload();
    } catch (failure) {
      notify.error(failure instanceof ApiError ? `${zhCN.common.operationFailed}：${failure.message}` : zhCN.common.operationFailed);
    } finally {
      setBusy(false);
    }
  };

  const toggle = (id: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allSelected = records.length > 0 && records.every((r) => selected.has(r.id));
  const filtered = Boolean(search.title.trim() || search.impLevel || search.publishState);

  return (
    <section className={styles.page} aria-label={noticesText.adminTitle}>
      <form className={styles.search} onSubmit={runSearch} aria-label={zhCN.common.search}>
        <Field label={noticesText.title}>
          <Input name="title" value={form.title} maxLength={100} onChange={(_, data) => setForm({ ...form, title: data.value })} />
        </Field>
        <Field label={noticesText.impLevel}>
          <Select name="impLevel" value={form.impLevel} onChange={(_, data) => setForm({ ...form, impLevel: data.value as Search['impLevel'] })}>
            <option value="">{noticesText.all}</option>
            {([1, 2, 3] as const).map((level) => <option key={level} value={level}>{IMP_LEVEL_NAMES[level]}</option>)}
          </Select>
        </Field>
        <Field label={noticesText.publishState}>
          <Select name="publishState" value={form.publishState} onChange={(_, data) => setForm({ ...form, publishState: data.value as Search['publishState'] })}>
            <option value="">{noticesText.all}</option>
            <option value="0">{noticesText.unpublished}</option>
            <option value="1">{noticesText.published}</option>
          </Select>
        </Field>
        <Button type="submit" appearance="primary" icon={<SearchRegular />}>{zhCN.common.search}</Button>
        <Button onClick={resetSearch}>{zhCN.common.reset}</Button>
      </form>

      <div className={styles.toolbar}>
        <Permission value={[ANNOUNCEMENT_PERMISSIONS.add]}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setAdding(true)}>{noticesText.add}</Button>
        </Permission>
        <Permission value={[ANNOUNCEMENT_PERMISSIONS.delete]}>
          <Button icon={<DeleteRegular />} onClick={askDelete}>{noticesText.delete}</Button>
        </Permission>
        {loading && <Spinner size="tiny" aria-label={zhCN.common.loading} />}
      </div>

      {records.length === 0 && !loading ? (
        <EmptyState kind={filtered ? 'noMatch' : 'noData'} />
      ) : (
        <Table size="small" aria-label={noticesText.adminTitle}>
          <TableHeader>
            <TableRow>
              {canDelete && (
                <TableHeaderCell style={{ width: 44 }}>
                  <Checkbox
                    aria-label={noticesText.selectAll}
                    checked={allSelected ? true : selected.size > 0 ? 'mixed' : false}
                    onChange={(_, data) => setSelected(data.checked === true ? new Set(records.map((r) => r.id)) : new Set())}
                  />
                </TableHeaderCell>
              )}
              <TableHeaderCell style={{ width: 56 }}>{noticesText.index}</TableHeaderCell>
              <TableHeaderCell>{noticesText.title}</TableHeaderCell>
              <TableHeaderCell style={{ width: 100 }}>{noticesText.impLevel}</TableHeaderCell>
              <TableHeaderCell style={{ width: 90 }}>{noticesText.publishState}</TableHeaderCell>
              <TableHeaderCell style={{ width: 90 }}>{noticesText.publisher}</TableHeaderCell>
              <TableHeaderCell style={{ width: 170 }}>{noticesText.publishDate}</TableHeaderCell>
              <TableHeaderCell style={{ width: 90 }}>{noticesText.creator}</TableHeaderCell>
              <TableHeaderCell style={{ width: 140 }}>{noticesText.actions}</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {records.map((a, i) => (
              <TableRow key={a.id} data-announcement-row={a.id}>
                {canDelete && (
                  <TableCell>
                    <Checkbox aria-label={noticesText.selectRow(a.title)} checked={selected.has(a.id)} onChange={(_, data) => toggle(a.id, data.checked === true)} />
                  </TableCell>
                )}
                <TableCell>{(page - 1) * size + i + 1}</TableCell>
                <TableCell className={styles.titleCell}>{a.title}</TableCell>
                <TableCell><ImpLevelBadge level={a.impLevel} /></TableCell>
                <TableCell>{a.publishState === 1 ? noticesText.published : noticesText.unpublished}</TableCell>
                <TableCell>{a.publisherName ?? ''}</TableCell>
                <TableCell>{a.publishDate ?? ''}</TableCell>
                <TableCell>{a.creatorName}</TableCell>
                <TableCell>
                  <div className={styles.actions}>
                    <Button size="small" onClick={() => setViewing(a.id)}>{noticesText.view}</Button>
                    {canPublish && a.publishState === 0 && (
                      <Button size="small" appearance="primary" onClick={() => setToPublish(a)}>{noticesText.publish}</Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} size={size} total={total} onChange={(p, s) => { setPage(p); setSize(s); }} />

      <AnnouncementAddDialog
        open={adding}
        onOpenChange={setAdding}
        onSaved={() => {
          notify.success(zhCN.common.operationSuccess);
          setAdding(false);
          setPage(1);
          void reload();
        }}
      />

      <Dialog open={confirmDelete} onOpenChange={(_, data) => setConfirmDelete(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{noticesText.deleteConfirmTitle}</DialogTitle>
            <DialogContent>{noticesText.deleteConfirm(selected.size)}</DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirmDelete(false)}>{zhCN.common.cancel}</Button>
              <Button appearance="primary" disabled={busy} onClick={() => void remove()}>{zhCN.common.confirm}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={toPublish !== null} onOpenChange={(_, data) => !data.open && setToPublish(null)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{noticesText.publish}</DialogTitle>
            <DialogContent>{toPublish ? noticesText.publishConfirm(toPublish.title) : ''}</DialogContent>
            <DialogActions>
              <Button onClick={() => setToPublish(null)}>{zhCN.common.cancel}</Button>
              <Button appearance="primary" disabled={busy} onClick={() => toPublish && void publish(toPublish)}>{zhCN.common.confirm}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={viewing !== null} onOpenChange={(_, data) => !data.open && setViewing(null)}>
        <DialogSurface className={styles.detail}>
          <DialogBody>
            <DialogTitle>{noticesText.detailTitle}</DialogTitle>
            <DialogContent>{viewing !== null && <AnnouncementDetail id={viewing} />}</DialogContent>
            <DialogActions>
              <Button onClick={() => setViewing(null)}>{zhCN.common.ok}</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </section>
  );
}
