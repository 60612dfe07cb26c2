// 新增区域 / 修改区域: parent (the region tree picker; changing it moves the area), name, code, area type and display
// (choices from their dictionaries), sort. A refusal of the server is shown in the form, which keeps what was typed.
import { Button, Field, Input, MessageBar, MessageBarBody, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo, useState, type FormEvent } from 'react';
import type { AreaNode } from '../../../../shared/api/types.ts';
import { fetchAreaTree, saveArea } from '../../../../shared/api/sysAreas.ts';
import { useResource } from '../../../../shared/data/index.ts';
import { useDictChoices } from '../../../../shared/dict/index.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { areasText as t } from '../../../../shared/i18n/system-areas.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { TreePickerDialog } from '../../../../shared/ui/TreePickerDialog.tsx';
import type { PickerNode } from '../../../../shared/ui/treeFilter.ts';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import type { AreaFormMode } from './useAreasAdmin.ts';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  parent: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
});

const findName = (nodes: readonly AreaNode[], id: number): string | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n.name;
    const below = findName(n.children, id);
    if (below) return below;
  }
  return undefined;
};

/** The picker's nodes: a hidden area says so after its name. */
const withHiddenMarked = (nodes: readonly AreaNode[]): PickerNode[] =>
  nodes.map((n) => ({ ...n, name: n.isShow === '1' ? t.hiddenName(n.name) : n.name, children: withHiddenMarked(n.children) })) as unknown as PickerNode[];

export function AreaFormDialog({ mode, onSaved, onCancel }: { mode: AreaFormMode; onSaved: (pids: number[], id: number) => void; onCancel: () => void }) {
  const styles = useStyles();
  const area = mode.kind === 'edit' ? mode.area : null;
  const [f, setF] = useState({
    pid: area ? area.pid : mode.kind === 'add' ? mode.parentId : 0, name: area?.name ?? '', code: area?.code ?? '',
    areaType: area?.areaType ?? '4', isShow: area?.isShow ?? '0', sort: String(area?.sort ?? 0),
  });
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  // Hidden areas too (the registration's region tree leaves them out); under 'org:regions' so an area push marks it stale.
  const areas = useResource('org:regions:all', () => fetchAreaTree());
  const tree = (areas.data as AreaNode[] | undefined) ?? [];
  const pickable = useMemo(() => withHiddenMarked(tree), [tree]);
  const areaTypes = useDictChoices('area_type', f.areaType);
  const shows = useDictChoices('is_show', f.isShow);

  const set = (patch: Partial<typeof f>) => { setF((v) => ({ ...v, ...patch })); setErrors((e) => ({ ...e, ...Object.fromEntries(Object.keys(patch).map((k) => [k, undefined])) })); };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = {
      name: f.name.trim() ? undefined : zhCN.common.required,
      code: !f.code.trim() ? zhCN.common.required : /^[0-9A-Za-z]+$/.test(f.code.trim()) ? undefined : t.codeFormat,
      sort: /^\d{1,4}$/.test(f.sort.trim()) ? undefined : t.sortFormat,
    };
    setErrors(found);
    setRefusal('');
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    try {
      const answer = await saveArea({ pid: f.pid, name: f.name.trim(), code: f.code.trim(), areaType: f.areaType, isShow: f.isShow, sort: Number(f.sort) }, area?.id);
      onSaved(area && area.pid !== f.pid ? [area.pid, f.pid] : [f.pid], area ? area.id : (answer as { id: number }).id);
    } catch (failure) {
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <FormDialog open={!picking} title={area ? t.editTitle : t.addTitle} labelOn="surface" surfaceClassName={styles.surface} onSubmit={submit}
        submitLabel={t.save} saving={saving} onCancel={onCancel} cancelWhileSaving>
        <div className={styles.form}>
          {refusal && <MessageBar intent="error" role="alert" className={styles.wide}><MessageBarBody>{refusal}</MessageBarBody></MessageBar>}
          <Field label={t.parent} className={styles.wide}>
            <div className={styles.parent}>
              <Input className={styles.grow} readOnly aria-label={t.parent} value={f.pid === 0 ? t.noParent : findName(tree, f.pid) ?? (areas.data ? String(f.pid) : t.loading)} />
              <Button onClick={() => setPicking(true)}>{t.chooseParent}</Button>
            </div>
          </Field>
          <Field label={t.name} required validationMessage={errors.name}>
            <Input name="name" value={f.name} maxLength={50} autoFocus onChange={(_, d) => set({ name: d.value })} />
          </Field>
          <Field label={t.code} required validationMessage={errors.code}>
            <Input name="code" value={f.code} maxLength={20} onChange={(_, d) => set({ code: d.value })} />
          </Field>
          <Field label={t.areaType}>
            <Select name="areaType" value={f.areaType} onChange={(_, d) => set({ areaType: d.value })}>
              {areaTypes.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </Select>
          </Field>
          <Field label={t.isShow}>
            <Select name="isShow" value={f.isShow} onChange={(_, d) => set({ isShow: d.value })}>
              {shows.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
            </Select>
          </Field>
          <Field label={t.sort} validationMessage={errors.sort}>
            <Input name="sort" type="number" min={0} max={9999} value={f.sort} onChange={(_, d) => set({ sort: d.value })} />
          </Field>
        </div>
      </FormDialog>
      <TreePickerDialog
        open={picking}
        kind="region"
        title={t.parent}
        nodes={pickable}
        value={f.pid || null}
        onConfirm={(node) => { set({ pid: Number(node.id) }); setPicking(false); }}
        onCancel={() => setPicking(false)}
        onClear={() => { set({ pid: 0 }); setPicking(false); }}
      />
    </>
  );
}
