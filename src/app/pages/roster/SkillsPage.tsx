// 技能组 (roster/skills/index): search by code or name, the paged list, add / edit with members, delete with confirmation
// (skill1 and 法律专席 = skill2 are fixed; a group a signed-in seat uses is refused).
import { Badge, Field, Input, MessageBar, MessageBarBody, Spinner, Tooltip } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { SKILL_NAME_PATTERN, TRANSFER_SKILL_GROUP, type RosterSkill } from '../../../shared/api/contracts/rosters.ts';
import { addSkill, deleteSkills, fetchSkill, fetchSkillPage, ROSTER_RESOURCES, updateSkill } from '../../../shared/api/rosters.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';
import { zhCN } from '../../../shared/i18n/zh-CN.ts';
import { AdminListPage, useAdminList, type Paging } from '../../../shared/ui/AdminList/index.ts';
import type { ListColumn } from '../../../shared/ui/ListTable/index.ts';
import { usePermission } from '../../../shared/ui/Permission.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { MemberPicker } from './MemberPicker.tsx';
import { useRosterFormStyles } from './rosterStyles.ts';
import { required, sortError, useRosterForm } from './useRosterForm.ts';

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

const COLUMNS: ListColumn<RosterSkill>[] = [
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
];

export default function SkillsPage() {
  const canUpdate = usePermission(['callcenter:skill:update']);
  const canDelete = usePermission(['callcenter:skill:delete']);
  const list = useAdminList({
    resource: ROSTER_RESOURCES.skills, emptySearch: { keyword: '' }, deleteIds: deleteSkills,
    fetchPage: ({ page, ...filters }: { keyword?: string } & Paging, signal: AbortSignal) => fetchSkillPage({ ...filters, current: page }, signal),
  });

  return (
    <AdminListPage
      title={t.title} marker="skills-page" list={list} columns={COLUMNS} selectable={canDelete} settingsKey="roster-skills"
      fields={[{ name: 'keyword', label: t.keyword, maxLength: 50 }]}
      actions={[
        { label: c.add, icon: <AddRegular />, permission: 'callcenter:skill:save', primary: true, onClick: () => list.setEditing({ row: null }) },
        { label: c.delete, icon: <DeleteRegular />, permission: 'callcenter:skill:delete', onClick: () => list.askDelete() },
      ]}
      rowActions={{
        title: c.operations, width: 140, actions: [
          { label: c.edit, ariaLabel: (r) => c.editRow(r.description), visible: () => canUpdate, onClick: (r) => list.setEditing({ row: r }) },
          // The fixed groups (skill1, 法律专席) stay.
          { label: c.delete, ariaLabel: (r) => c.deleteRow(r.description), visible: (r) => canDelete && !r.fixed, onClick: (r) => list.askDelete(r) },
        ],
      }}
      deleteConfirm={{ title: c.deleteConfirmTitle, message: (rows) => t.deleteConfirm(rows.map((r) => r.description).join('、')) }}
    >
      <SkillFormDialog open={list.editing !== null} row={list.editing?.row ?? null} onClose={() => list.setEditing(null)} onSaved={list.saved} />
    </AdminListPage>
  );
}
