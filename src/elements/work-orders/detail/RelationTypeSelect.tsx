// The kind of relation the relate action creates (/aop/workflowRel/getType2); without a choice the server's default applies.
import { Select, Text, tokens } from '@fluentui/react-components';
import { useRelationTypes } from '../common/reference.store.ts';
import { workOrdersText } from '../../../shared/i18n/work-orders.zh-CN.ts';

const t = workOrdersText.relationType;

export interface RelationTypeSelectProps {
  /** The chosen type; undefined until the user picks one (the first type is shown). */
  value: number | undefined;
  onChange: (value: number) => void;
}

export function RelationTypeSelect({ value, onChange }: RelationTypeSelectProps) {
  const { types, error } = useRelationTypes();
  if (error && !types) return <Text size={200} style={{ color: tokens.colorNeutralForeground3 }} role="status">{t.loadFailed}</Text>;
  return (
    <Select aria-label={t.label} title={t.label} disabled={!types} value={String(value ?? types?.[0]?.value ?? '')} onChange={(_, d) => onChange(Number(d.value))}>
      {types?.map((type) => <option key={type.value} value={type.value}>{type.label}</option>)}
    </Select>
  );
}
