// 技能组 (roster/skills/index): search by code or name, the paged list, add / edit with members, delete with confirmation
// (skill1 and 法律专席 = skill2 are fixed; a group a signed-in seat uses is refused).
import { Badge, Button, Field, Input, MessageBar, MessageBarBody, Spinner, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useMemo } from 'react';
import { SKILL_NAME_PATTERN, TRANSFER_SKILL_GROUP, type RosterSkill } from '../../../shared/api/contracts/rosters.ts';
import { addSkill, deleteSkills, fetchSkill, fetchSkillPage, ROSTER_RESOURCES, updateSkill } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { ListTable, type ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { Pager } from '../../../shared/ui/Pager.tsx';
import { Permission } from '../../../shared/ui/Permission.tsx';
import { SearchPanel } from '../../../shared/ui/SearchPanel.tsx';
import { ConfirmDialog } from '../system/common/ConfirmDialog.tsx';
import { FormDialog } from '../system/common/FormDialog.tsx';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { useListPageStyles } from '../system/common/pageStyles.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm } from './useRosterForm.ts';
import { ROSTER_PAGE_SIZES, useRosterList } from './useRosterList.ts';

const t = rostersText.skills;
const c = rostersText.common;
const NAME = new RegExp(SKILL_NAME_PATTERN);

interface SkillFields {
  name: string; description: string; sort: string; memberIds: number[];
  members?: Awaited<ReturnType<typeof fetchSkill>>['members'];
}

function SkillFormDialog({ row, open, onClose, onSaved }: { row: RosterSkill | null; open: boolean; onClose: () => void; onSaved: () => void }) {
  const styles = useRosterFormStyles();
  const f = useRosterForm<SkillFields>({
    open,
    start: async () => {
      if (!row) return { name: '', description: '', sort: '0', memberIds: [] };
      const info = await fetchSkill(row.id);
      return { name: info.name, description: info.description, sort: String(info.sort), memberIds: info.members.map((m) => m.userId), members: info.members };
    },
    check: (v) => ({
      name: required(v.name) ?? (NAME.test(v.name.trim()) ? undefined : t.nameFormat),
      description: required(v.description),
      sort: sortError(v.sort, c.sortFormat),
    }),
    save: (v) => {
      const body = { name: v.name.trim(), description: v.description.trim(), sort: Number(v.sort), memberIds: v.memberIds };
      return row ? updateSkill({ id: row.id, ...body }) : addSkill(body);
    },
    onSaved,
  });
  const v = f.fields;
  return (
    <FormDialog open={open} title={row ? t.editTitle : t.addTitle} surfaceClassName={styles.surface} onSubmit={f.submit} submitLabel={c.save}
      saving={f.saving} submitDisabled={!v} onCancel={onClose}>
      {!v && !f.loadError && <Spinner size="small" label={zhCN.common.loading} />}
      {f.loadError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.loadError}</MessageBarBody></MessageBar>}
      {v && (
        <div className={styles.form}>
          <Field label={t.name} required hint={row?.fixed ? t.fixedHint : t.nameHint} validationMessage={f.errors.name}>
            <Input name="name" value={v.name} maxLength={30} readOnly={row?.fixed} onChange={(_, d) => f.setField('name', d.value)} />
          </Field>
          <Field label={t.description} required validationMessage={f.errors.description}>
            <Input name="description" value={v.description} maxLength={50} readOnly={row?.name === TRANSFER_SKILL_GROUP.name} onChange={(_, d) => f.setField('description', d.value)} />
          </Field>
          <Field label={c.sort} required validationMessage={f.errors.sort}>
            <Input name="sort" type="number" min={0} max={9999} value={v.sort} onChange={(_, d) => f.setField('sort', d.value)} />
          </Field>
          <div className={styles.wide}>
            <MemberPicker label={c.members} value={v.memberIds} known={v.members} onChange={(ids) => f.setField('memberIds', ids)} />
          </div>
        </div>
      )}
      {f.saveError && <MessageBar intent="error" role="alert"><MessageBarBody>{f.saveError}</MessageBarBody></MessageBar>}
    </FormDialog>
  );
}

export default function SkillsPage() {
  const styles = useListPageStyles();
  const p = useRosterList({
    resource: ROSTER_RESOURCES.skills, emptySearch: { keyword: '' }, fetchPage: fetchSkillPage, deleteIds: deleteSkills,
    updatePermission: 'callcenter:skill:update', deletePermission: 'callcenter:skill:delete',
  });

  const columns = useMemo<ListColumn<RosterSkill>[]>(() => [
    { key: 'name', title: t.name, value: (r) => r.name, width: 140 },
    {
      key: 'description', title: t.description, width: 200,
      render: (r) => (
        <span>
          {r.description}{' '}
          {r.fixed && <Tooltip content={t.fixedHint} relationship="description"><Badge appearance="tint" color="informative">{t.fixed}</Badge></Tooltip>}
        </span>
      ),
    },
    { key: 'memberCount', title: c.memberCount, value: (r) => r.memberCount },
    { key: 'sort', title: c.sort, value: (r) => r.sort },
    { key: 'createTime', title: c.createTime, value: (r) => r.createTime, width: 170 },
    {
      key: 'operations', title: c.operations, width: 140,
      render: (r) => (
        <span className={styles.actions}>
          {p.canUpdate && <Button size="small" appearance="subtle" aria-label={c.editRow(r.description)} onClick={() => p.setEditing({ row: r })}>{c.edit}</Button>}
          {p.canDelete && !r.fixed && <Button size="small" appearance="subtle" aria-label={c.deleteRow(r.description)} onClick={() => p.askDelete(r)}>{c.delete}</Button>}
        </span>
      ),
    },
  ], [p.canUpdate, p.canDelete, styles.actions]);

  return (
    <section className={styles.page} aria-label={t.title} data-skills-page>
      <SearchPanel onSearch={p.runSearch} onReset={p.reset} busy={p.loading}>
        <Field label={t.keyword}>
          <Input name="keyword" value={p.draft.keyword} maxLength={50} onChange={(_, d) => p.setDraft({ keyword: d.value })} />
        </Field>
      </SearchPanel>
      <div className={styles.toolbar}>
        <Permission value={['callcenter:skill:save']}>
          <Button appearance="primary" icon={<AddRegular />} onClick={() => p.setEditing({ row: null })}>{c.add}</Button>
        </Permission>
        <Permission value={['callcenter:skill:delete']}>
          <Button icon={<DeleteRegular />} onClick={() => p.askDelete()}>{c.delete}</Button>
        </Permission>
      </div>
      {p.error && <LoadErrorBar message={p.error} onRetry={p.reload} />}
      <ListTable
        rows={p.records} columns={columns} rowKey={(r) => String(r.id)} label={t.title}
        selectable={p.canDelete} selected={p.selected} onSelectionChange={p.setSelected}
        indexOffset={(p.paging.page - 1) * p.paging.size} loading={p.loading && p.records.length === 0}
        emptyKind={p.filtered ? 'noMatch' : 'noData'} height="calc(100vh - 330px)" settingsKey="roster-skills"
      />
      <Pager page={p.paging.page} size={p.paging.size} total={p.total} sizes={ROSTER_PAGE_SIZES} onChange={p.showPage} />
      <SkillFormDialog open={p.editing !== null} row={p.editing?.row ?? null} onClose={() => p.setEditing(null)} onSaved={p.saved} />
      <ConfirmDialog
        open={p.toDelete !== null} title={c.deleteConfirmTitle} message={t.deleteConfirm((p.toDelete ?? []).map((r) => r.description).join('、'))}
        busy={p.deleting} onConfirm={p.remove} onCancel={() => p.setToDelete(null)}
      />
    </section>
  );
}
