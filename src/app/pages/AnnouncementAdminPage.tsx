// 公告管理 (system/announcement/index): search, add and edit (a draft) with rich text and attachments, publish, 撤回, delete
// with confirmation.
import {
  Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Field, Input, Select, Spinner,
  Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, SearchRegular } from '@fluentui/react-icons';
import { AnnouncementAddDialog, AnnouncementDetail, ImpLevelBadge } from '../../elements/announcements/index.ts';
import { ANNOUNCEMENT_PERMISSIONS, IMP_LEVEL_NAMES } from '../../shared/api/notice.types.ts';
import { ANNOUNCEMENT_PAGE_SIZES } from '../../shared/constants.ts';
import { noticesText, zhCN } from '../../shared/i18n/zh-CN.ts';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { Pager } from '../../shared/ui/Pager.tsx';
import { Permission } from '../../shared/ui/Permission.tsx';
import { useAnnouncementAdmin, type AnnouncementSearch } from './useAnnouncementAdmin.ts';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalL },
  search: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  toolbar: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  titleCell: { wordBreak: 'break-word' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalXS },
  detail: { maxWidth: '720px', width: 'calc(100vw - 32px)' },
});

export default function AnnouncementAdminPage() {
  const styles = useStyles();
  const {
    canPublish, canDelete, form, setForm, runSearch, resetSearch, records, total, loading, filtered, page, size, showPage,
    selected, toggle, selectAll, allSelected, adding, setAdding, added, confirmDelete, setConfirmDelete, askDelete, remove,
    toPublish, setToPublish, publish, viewing, setViewing, busy, canEdit, editing, setEditing, edit, edited, toWithdraw, setToWithdraw, withdraw,
  } = useAnnouncementAdmin();

  return (
    <section className={styles.page} aria-label={noticesText.adminTitle}>
      <form className={styles.search} onSubmit={runSearch} aria-label={zhCN.common.search}>
        <Field label={noticesText.title}>
          <Input name="title" value={form.title} maxLength={100} onChange={(_, data) => setForm({ ...form, title: data.value })} />
        </Field>
        <Field label={noticesText.impLevel}>
          <Select name="impLevel" value={form.impLevel} onChange={(_, data) => setForm({ ...form, impLevel: data.value as AnnouncementSearch['impLevel'] })}>
            <option value="">{noticesText.all}</option>
            {([1, 2, 3] as const).map((level) => <option key={level} value={level}>{IMP_LEVEL_NAMES[level]}</option>)}
          </Select>
        </Field>
        <Field label={noticesText.publishState}>
          <Select name="publishState" value={form.publishState} onChange={(_, data) => setForm({ ...form, publishState: data.value as AnnouncementSearch['publishState'] })}>
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
                    onChange={(_, data) => selectAll(data.checked === true)}
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
              <TableHeaderCell style={{ width: 210 }}>{noticesText.actions}</TableHeaderCell>
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
                    {canEdit && a.publishState === 0 && (
                      <Button size="small" aria-label={`${noticesText.edit} ${a.title}`} onClick={() => void edit(a)}>{noticesText.edit}</Button>
                    )}
                    {canPublish && a.publishState === 0 && (
                      <Button size="small" appearance="primary" onClick={() => setToPublish(a)}>{noticesText.publish}</Button>
                    )}
                    {canPublish && a.publishState === 1 && (
                      <Button size="small" aria-label={`${noticesText.withdraw} ${a.title}`} onClick={() => setToWithdraw(a)}>{noticesText.withdraw}</Button>
                    )}
                  </div>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pager page={page} size={size} total={total} sizes={ANNOUNCEMENT_PAGE_SIZES} onChange={showPage} />

      <AnnouncementAddDialog open={adding} onOpenChange={setAdding} onSaved={added} />
      <AnnouncementAddDialog open={editing !== null} editing={editing} onOpenChange={(open) => !open && setEditing(null)} onSaved={edited} />
      <ConfirmDialog open={toWithdraw !== null} title={noticesText.withdrawTitle} message={toWithdraw ? noticesText.withdrawConfirm(toWithdraw.title) : ''}
        busy={busy} onConfirm={() => toWithdraw && withdraw(toWithdraw)} onCancel={() => setToWithdraw(null)} />

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
