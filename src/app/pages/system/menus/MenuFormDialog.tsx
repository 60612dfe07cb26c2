// The add / edit form of 菜单管理. Its fields follow the type: a button has name, parent, permission strings and sort; a menu
// has parent, name, url, component (the console's view paths, free text refused by the server), icon (the spec's set),
// opening mode, shown and cached switches and sort. A refusal of the server is shown in the form, which keeps what was typed.
import {
  Button, Combobox, Field, Input, MessageBar, MessageBarBody, Option, Radio, RadioGroup, Select, Spinner, Switch, makeStyles, tokens,
} from '@fluentui/react-components';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { MenuRow } from '../../../../shared/api/types.ts';
import { fetchMenuInfo, saveMenu, updateMenu } from '../../../../shared/api/sysMenus.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { menusText } from '../../../../shared/i18n/system-menus.zh-CN.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { FRAME_PAGE, LAYOUT_COMPONENT, MenuType, ROUTED_PAGE, VIEW_PATHS } from '../../../../shared/protocol/views.ts';
import type { PickerNode } from '../../../../shared/ui/treeFilter.ts';
import { TreePickerDialog } from '../../../../shared/ui/TreePickerDialog.tsx';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';
import { IconPicker } from './IconPicker.tsx';
import type { MenuFormMode, MenuNode } from './useMenusAdmin.ts';

interface MenuFormDialogProps {
  mode: MenuFormMode;
  tree: readonly MenuNode[];
  byId: ReadonlyMap<number, MenuRow>;
  onSaved: (pid: number) => void;
  onCancel: () => void;
}

interface Values {
  type: 0 | 1;
  pid: number | null;
  name: string;
  url: string;
  component: string;
  icon: string;
  routingType: number;
  isShow: 0 | 1;
  noCache: 0 | 1;
  sort: string;
  perms: string;
  status: 0 | 1;
}

type Errors = Partial<Record<keyof Values, string>>;

const COMPONENTS: readonly string[] = [LAYOUT_COMPONENT, ...VIEW_PATHS];

const useStyles = makeStyles({
  surface: { width: '640px', maxWidth: 'calc(100vw - 32px)' },
  form: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}` },
  wide: { gridColumn: '1 / -1' },
  parent: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  grow: { flexGrow: 1 },
});

/** Menus only (buttons take nothing below them), under a 顶级菜单 node standing for pid 0. */
function parentChoices(tree: readonly MenuNode[]): PickerNode[] {
  const menus = (nodes: readonly MenuNode[]): PickerNode[] =>
    nodes.filter((n) => n.type === MenuType.menu).map((n) => ({ id: n.id, name: n.name, children: menus(n.children) }));
  return [{ id: 0, name: menusText.top, children: menus(tree) }];
}

export function MenuFormDialog({ mode, tree, byId, onSaved, onCancel }: MenuFormDialogProps) {
  const styles = useStyles();
  const editing = mode.kind === 'edit';
  const [values, setValues] = useState<Values>({
    type: mode.kind === 'add' ? mode.type : MenuType.menu, pid: mode.kind === 'add' ? mode.pid : null, name: '', url: '', component: '', icon: '',
    routingType: ROUTED_PAGE, isShow: 0, noCache: 0, sort: '0', perms: '', status: 0,
  });
  const [loading, setLoading] = useState(editing);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState('');
  const [saving, setSaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const choices = useMemo(() => parentChoices(tree), [tree]);

  useEffect(() => {
    if (mode.kind !== 'edit') return undefined;
    const controller = new AbortController();
    fetchMenuInfo(mode.id, controller.signal).then((m) => {
      setValues({
        type: m.type === MenuType.button ? MenuType.button : MenuType.menu, pid: m.pid, name: m.name, url: m.url, component: m.component, icon: m.icon,
        routingType: m.routingType, isShow: m.isShow === 1 ? 1 : 0, noCache: m.noCache === 1 ? 1 : 0, sort: String(m.sort), perms: m.perms,
        status: m.status === 1 ? 1 : 0,
      });
      setLoading(false);
    }, (failure: unknown) => {
      if (controller.signal.aborted) return;
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
      setLoading(false);
    });
    return () => controller.abort();
  }, [mode]);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const button = values.type === MenuType.button;
  const parentName = values.pid === null ? '' : values.pid === 0 ? menusText.top : byId.get(values.pid)?.name ?? String(values.pid);
  const componentOptions = useMemo(() => {
    const word = values.component.trim().toLowerCase();
    const matching = COMPONENTS.filter((c) => c.toLowerCase().includes(word));
    return matching.length ? matching : COMPONENTS;
  }, [values.component]);

  const validate = (): Errors => {
    const found: Errors = {};
    if (!values.name.trim()) found.name = zhCN.common.required;
    if (values.pid === null) found.pid = zhCN.common.required;
    if (!/^\d{1,4}$/.test(values.sort.trim())) found.sort = zhCN.common.formatError(menusText.sort);
    if (button && !values.perms.trim()) found.perms = menusText.permsRequired;
    if (!button && values.component !== LAYOUT_COMPONENT && !values.url.trim()) found.url = zhCN.common.required;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validate();
    setErrors(found);
    setRefusal('');
    if (Object.keys(found).length > 0) return;
    const common = { type: values.type, pid: values.pid!, name: values.name.trim(), sort: Number(values.sort.trim()), status: values.status };
    const input = button ? { ...common, perms: values.perms.trim() } : {
      ...common, url: values.url.trim(), component: values.component.trim(), icon: values.icon, routingType: values.routingType,
      isShow: values.isShow, noCache: values.noCache,
    };
    setSaving(true);
    try {
      if (mode.kind === 'edit') await updateMenu({ ...input, id: mode.id });
      else await saveMenu(input);
      onSaved(common.pid);
    } catch (failure) {
      setRefusal(messageOf(failure, zhCN.common.operationFailed));
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? menusText.editTitle : menusText.addTitle;
  return (
    <>
      <FormDialog
        open={!picking}
        title={title}
        labelOn="surface"
        surfaceClassName={styles.surface}
        onSubmit={submit}
        submitLabel={saving ? menusText.saving : zhCN.common.ok}
        saving={saving}
        submitDisabled={loading}
        onCancel={onCancel}
        cancelWhileSaving
      >
        {loading ? <Spinner label={menusText.loadingInfo} /> : (
          <div className={styles.form}>
            {refusal && (
              <MessageBar intent="error" role="alert" className={styles.wide}>
                <MessageBarBody>{refusal}</MessageBarBody>
              </MessageBar>
            )}
            <Field label={menusText.type} className={styles.wide}>
              <RadioGroup layout="horizontal" value={String(values.type)} onChange={(_, d) => set('type', d.value === '1' ? MenuType.button : MenuType.menu)}>
                <Radio value="0" label={menusText.types[0]} />
                <Radio value="1" label={menusText.types[1]} />
              </RadioGroup>
            </Field>
            <Field label={menusText.parent} required validationMessage={errors.pid} className={styles.wide}>
              <div className={styles.parent}>
                <Input className={styles.grow} readOnly aria-label={menusText.parent} value={parentName} />
                <Button onClick={() => setPicking(true)}>{menusText.chooseParent}</Button>
              </div>
            </Field>
            <Field label={menusText.name} required validationMessage={errors.name}>
              <Input name="name" value={values.name} maxLength={50} onChange={(_, d) => set('name', d.value)} autoFocus />
            </Field>
            <Field label={menusText.sort} validationMessage={errors.sort}>
              <Input name="sort" type="number" min={0} max={9999} value={values.sort} onChange={(_, d) => set('sort', d.value)} />
            </Field>
            <Field label={menusText.status} hint={menusText.statusHint} className={styles.wide}>
              <RadioGroup layout="horizontal" name="status" value={String(values.status)} onChange={(_, d) => set('status', d.value === '1' ? 1 : 0)}>
                <Radio value="0" label={menusText.statuses[0]} />
                <Radio value="1" label={menusText.statuses[1]} />
              </RadioGroup>
            </Field>
            {button ? (
              <Field label={menusText.perms} required hint={menusText.permsHint} validationMessage={errors.perms} className={styles.wide}>
                <Input name="perms" value={values.perms} maxLength={500} onChange={(_, d) => set('perms', d.value)} />
              </Field>
            ) : (
              <>
                <Field label={menusText.url} required={values.component !== LAYOUT_COMPONENT} hint={menusText.urlHint} validationMessage={errors.url} className={styles.wide}>
                  <Input name="url" value={values.url} maxLength={200} onChange={(_, d) => set('url', d.value)} />
                </Field>
                <Field label={menusText.component} hint={menusText.componentHint} className={styles.wide}>
                  <Combobox
                    name="component"
                    freeform
                    value={values.component}
                    selectedOptions={COMPONENTS.includes(values.component) ? [values.component] : []}
                    onInput={(event) => set('component', (event.target as HTMLInputElement).value)}
                    onOptionSelect={(_, d) => set('component', d.optionValue ?? '')}
                  >
                    {componentOptions.map((c) => <Option key={c} value={c}>{c}</Option>)}
                  </Combobox>
                </Field>
                <Field label={menusText.icon}>
                  <IconPicker value={values.icon} onChange={(icon) => set('icon', icon)} />
                </Field>
                <Field label={menusText.routingType}>
                  <Select name="routingType" value={String(values.routingType)} onChange={(_, d) => set('routingType', Number(d.value))}>
                    <option value={ROUTED_PAGE}>{menusText.routingTypes[ROUTED_PAGE]}</option>
                    <option value={FRAME_PAGE}>{menusText.routingTypes[FRAME_PAGE]}</option>
                    {values.routingType !== ROUTED_PAGE && values.routingType !== FRAME_PAGE && <option value={values.routingType}>{values.routingType}</option>}
                  </Select>
                </Field>
                <Switch label={menusText.showInMenu} checked={values.isShow === 0} onChange={(_, d) => set('isShow', d.checked ? 0 : 1)} />
                <Switch label={menusText.keepAlive} checked={values.noCache === 0} onChange={(_, d) => set('noCache', d.checked ? 0 : 1)} />
              </>
            )}
          </div>
        )}
      </FormDialog>
      <TreePickerDialog
        open={picking}
        kind="dept"
        title={menusText.parentPickerTitle}
        requiredMessage={menusText.parentRequired}
        nodes={choices}
        value={values.pid}
        onConfirm={(node) => {
          set('pid', Number(node.id));
          setPicking(false);
        }}
        onCancel={() => setPicking(false)}
        onClear={() => {
          setValues((v) => ({ ...v, pid: null }));
          setPicking(false);
        }}
      />
    </>
  );
}
