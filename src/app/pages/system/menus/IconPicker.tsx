// 菜单管理's icon field (RuoYi's IconSelect): a button showing the chosen icon that opens a searchable grid of the menu
// icons, the spec's set first, then the curated Fluent ones; searched by name or Chinese label.
import { Button, Input, Popover, PopoverSurface, PopoverTrigger, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { menusText } from '../../../../shared/i18n/system-menus.zh-CN.ts';
import { FLUENT_MENU_ICON_NAMES, SPEC_MENU_ICON_NAMES } from '../../../../shared/protocol/views.ts';
import { MenuIcon } from '../../../layout/menuIcons.tsx';

const useStyles = makeStyles({
  surface: { width: '420px', maxWidth: 'calc(100vw - 32px)', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))', gap: tokens.spacingHorizontalXS, maxHeight: '300px', overflowY: 'auto' },
  cell: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2px', minWidth: 0, height: '56px', padding: tokens.spacingVerticalXS },
  chosen: { backgroundColor: tokens.colorBrandBackground2, border: `1px solid ${tokens.colorBrandStroke1}` },
  glyph: { fontSize: '20px' },
  label: { fontSize: tokens.fontSizeBase100, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '100%' },
  group: { color: tokens.colorNeutralForeground3 },
  trigger: { display: 'flex', gap: tokens.spacingHorizontalXS },
  grow: { flexGrow: 1, justifyContent: 'flex-start' },
});

const labelOf = (name: string) => menusText.iconNames[name] ?? name;

export function IconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [word, setWord] = useState('');
  const match = (name: string) => {
    const w = word.trim().toLowerCase();
    return !w || name.toLowerCase().includes(w) || labelOf(name).includes(w);
  };
  const groups = [
    { title: menusText.specIcons, names: SPEC_MENU_ICON_NAMES.filter(match) },
    { title: menusText.fluentIcons, names: FLUENT_MENU_ICON_NAMES.filter(match) },
  ].filter((g) => g.names.length > 0);

  const choose = (name: string) => {
    onChange(name);
    setOpen(false);
    setWord('');
  };

  return (
    <div className={styles.trigger}>
      <Popover open={open} onOpenChange={(_, d) => setOpen(d.open)} positioning="below-start" trapFocus>
        <PopoverTrigger disableButtonEnhancement>
          <Button className={styles.grow} icon={value ? <MenuIcon name={value} /> : undefined} aria-label={`${menusText.iconPicker}：${value ? labelOf(value) : menusText.noIcon}`}
            data-icon-picker>
            {value ? `${labelOf(value)}（${value}）` : menusText.noIcon}
          </Button>
        </PopoverTrigger>
        <PopoverSurface className={styles.surface} aria-label={menusText.iconPicker}>
          <Input contentBefore={<SearchRegular />} placeholder={menusText.iconSearch} aria-label={menusText.iconSearch} value={word}
            onChange={(_, d) => setWord(d.value)} autoFocus />
          {groups.length === 0 ? <Text>{menusText.iconNone}</Text> : groups.map((g) => (
            <div key={g.title}>
              <Text size={200} weight="semibold" className={styles.group}>{g.title}</Text>
              <div className={styles.grid} role="group" aria-label={g.title}>
                {g.names.map((name) => (
                  <Button key={name} appearance="subtle" className={mergeClasses(styles.cell, name === value && styles.chosen)} aria-pressed={name === value}
                    title={`${labelOf(name)}（${name}）`} data-icon-option={name} onClick={() => choose(name)}>
                    <MenuIcon name={name} className={styles.glyph} />
                    <span className={styles.label}>{labelOf(name)}</span>
                  </Button>
                ))}
              </div>
            </div>
          ))}
        </PopoverSurface>
      </Popover>
      {value && <Button appearance="subtle" icon={<DismissRegular />} aria-label={menusText.noIcon} title={menusText.noIcon} onClick={() => onChange('')} />}
    </div>
  );
}
