// The member picker of classes and skill groups: a searchable multi-select of agents (users with an extension), the
// chosen ones shown as removable tags above the list.
import { Button, Checkbox, Field, Input, Spinner, Text, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { useMemo, useState } from 'react';
import type { RosterAgent } from '../../../shared/api/contracts/rosters.ts';
import { fetchRosterAgents, ROSTER_RESOURCES } from '../../../shared/api/rosters.ts';
import { useResource } from '../../../shared/data/index.ts';
import { rostersText } from '../../../shared/i18n/rosters.zh-CN.ts';

const t = rostersText.picker;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tags: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, minHeight: '24px' },
  tag: {
    display: 'inline-flex', alignItems: 'center', gap: '2px', paddingLeft: tokens.spacingHorizontalS, borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2, color: tokens.colorNeutralForeground1,
  },
  list: {
    maxHeight: '200px', overflowY: 'auto', border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
    display: 'flex', flexDirection: 'column', padding: tokens.spacingVerticalXXS,
  },
  hint: { color: tokens.colorNeutralForeground3 },
});

const labelOf = (a: RosterAgent) => `${a.realName}（${a.landlineNumber}）`;

export interface MemberPickerProps {
  label: string;
  /** Chosen user ids. */
  value: readonly number[];
  onChange: (ids: number[]) => void;
  /** The members the row has now (shown even before the agent list loads). */
  known?: readonly RosterAgent[];
  /** Shows each agent's current class (classes: one class per agent). */
  showClass?: boolean;
  hint?: string;
}

export function MemberPicker({ label, value, onChange, known = [], showClass = false, hint }: MemberPickerProps) {
  const styles = useStyles();
  const agents = useResource(ROSTER_RESOURCES.agents, (signal) => fetchRosterAgents(signal));
  const [keyword, setKeyword] = useState('');
  const all = useMemo(() => {
    const byId = new Map<number, RosterAgent>(known.map((a) => [a.userId, a]));
    for (const a of agents.data ?? []) byId.set(a.userId, a);
    return [...byId.values()];
  }, [agents.data, known]);
  const chosen = new Set(value);
  const k = keyword.trim().toLowerCase();
  const shown = k ? all.filter((a) => [a.realName, a.username, a.jobNumber, a.landlineNumber].some((v) => v.toLowerCase().includes(k))) : all;
  const toggle = (id: number, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <div className={styles.root} role="group" aria-label={label}>
      <Text weight="semibold">{label}</Text>
      {hint && <Text size={200} className={styles.hint}>{hint}</Text>}
      <div className={styles.tags} aria-live="polite">
        <Text size={200} className={styles.hint}>{t.chosen(value.length)}</Text>
        {all.filter((a) => chosen.has(a.userId)).map((a) => (
          <span key={a.userId} className={styles.tag}>
            {labelOf(a)}
            <Button size="small" appearance="transparent" icon={<DismissRegular />} aria-label={t.remove(a.realName)} onClick={() => toggle(a.userId, false)} />
          </span>
        ))}
      </div>
      <Field label={t.search} hint={t.searchHint}>
        <Input value={keyword} onChange={(_, d) => setKeyword(d.value)} maxLength={30} />
      </Field>
      {agents.loading && !agents.data && <Spinner size="tiny" label={t.search} />}
      {agents.error && <Text role="alert">{`${t.loadFailed}：${agents.error}`}</Text>}
      <div className={styles.list}>
        {shown.length === 0 && !agents.loading && <Text className={styles.hint}>{t.none}</Text>}
        {shown.map((a) => (
          <Checkbox
            key={a.userId}
            checked={chosen.has(a.userId)}
            onChange={(_, d) => toggle(a.userId, d.checked === true)}
            label={showClass && a.className ? `${labelOf(a)} · ${t.inClass(a.className)}` : labelOf(a)}
          />
        ))}
      </div>
    </div>
  );
}
