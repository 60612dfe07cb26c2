// A tab list of Fluent Buttons styled as Fluent's tabs, with its own arrow keys: Fluent's TabList brings Tabster's core
// and mover (about 17 KB gzip) only to move focus between the tabs, and any import from @fluentui/react-tabs pulls them in.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { createContext, useContext, useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';

type Select = (event: MouseEvent<HTMLButtonElement>, data: { value: string }) => void;
const TabsContext = createContext<{ selectedValue: string; onSelect: Select }>({ selectedValue: '', onSelect: () => {} });

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'row', flexShrink: 0, flexWrap: 'nowrap', position: 'relative', alignItems: 'stretch' },
  // Fluent's medium transparent Tab: its padding, colours, and a bar under the hovered (grey) or selected (brand) tab.
  tab: {
    position: 'relative', minWidth: 'auto', border: 'none', borderRadius: tokens.borderRadiusMedium,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`, fontWeight: tokens.fontWeightRegular,
    color: tokens.colorNeutralForeground2, backgroundColor: tokens.colorTransparentBackground,
    ':hover': { color: tokens.colorNeutralForeground2Hover, backgroundColor: tokens.colorTransparentBackgroundHover },
    ':hover:active': { color: tokens.colorNeutralForeground2Pressed, backgroundColor: tokens.colorTransparentBackgroundPressed },
    '::before': { position: 'absolute', bottom: 0, left: tokens.spacingHorizontalM, right: tokens.spacingHorizontalM, height: tokens.strokeWidthThicker, borderRadius: tokens.borderRadiusCircular },
    ':hover::before': { content: '""', backgroundColor: tokens.colorNeutralStroke1Hover },
    ':active::before': { content: '""', backgroundColor: tokens.colorNeutralStroke1Pressed },
  },
  selected: {
    fontWeight: tokens.fontWeightSemibold, color: tokens.colorNeutralForeground1,
    ':hover': { color: tokens.colorNeutralForeground1Hover },
    ':hover:active': { color: tokens.colorNeutralForeground1Pressed },
    ':hover::before': { backgroundColor: tokens.colorTransparentStroke },
    ':active::before': { backgroundColor: tokens.colorTransparentStroke },
    '::after': {
      content: '""', position: 'absolute', bottom: 0, left: tokens.spacingHorizontalM, right: tokens.spacingHorizontalM,
      height: tokens.strokeWidthThicker, borderRadius: tokens.borderRadiusCircular, backgroundColor: tokens.colorCompoundBrandStroke,
    },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
  },
  // The bold label's width is kept by an invisible bold copy, so selecting a tab does not shift its neighbours.
  label: { display: 'grid', justifyItems: 'center', '& > *': { gridArea: '1 / 1' } },
  reserve: { visibility: 'hidden', fontWeight: tokens.fontWeightSemibold, height: 0 },
});

/** The tabs of `list` itself (not of a tab list nested in a panel), in order, skipping disabled ones. */
function tabsOf(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter((tab) => tab.closest('[role="tablist"]') === list && !tab.hasAttribute('disabled'));
}

/** As Fluent's TabList (a circular arrow navigation group): arrows, Home and End move focus, not the selection. */
function moveFocus(event: KeyboardEvent<HTMLElement>): void {
  const tabs = tabsOf(event.currentTarget);
  const at = tabs.indexOf(event.target as HTMLElement);
  if (at < 0) return;
  const to = event.key === 'ArrowLeft' ? (at - 1 + tabs.length) % tabs.length
    : event.key === 'ArrowRight' ? (at + 1) % tabs.length
    : event.key === 'Home' ? 0
    : event.key === 'End' ? tabs.length - 1
    : -1;
  if (to < 0) return;
  event.preventDefault();
  tabs[to]!.focus();
}

export interface TabListProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  selectedValue: string;
  onTabSelect: Select;
  children: ReactNode;
}

/** A horizontal role=tablist; one tab in the page's tab order (the selected one, else the first). */
export function TabList({ selectedValue, onTabSelect, children, className, ...rest }: TabListProps) {
  const styles = useStyles();
  const list = useRef<HTMLDivElement>(null);
  // Roving tab index, after every render (tabs come and go, the selection moves): Tab reaches the list once.
  useLayoutEffect(() => {
    if (!list.current) return;
    const tabs = tabsOf(list.current);
    const focusable = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true') ?? tabs[0];
    for (const tab of tabs) tab.tabIndex = tab === focusable ? 0 : -1;
  });
  return (
    <div {...rest} ref={list} role="tablist" aria-orientation="horizontal" className={mergeClasses(styles.list, className)} onKeyDown={moveFocus}>
      <TabsContext.Provider value={{ selectedValue, onSelect: onTabSelect }}>{children}</TabsContext.Provider>
    </div>
  );
}

export interface TabProps extends HTMLAttributes<HTMLButtonElement> {
  value: string;
  children: ReactNode;
}

/** One tab: a Fluent Button with role=tab, selected when the list's selectedValue is its value. */
export function Tab({ value, children, className, ...rest }: TabProps) {
  const styles = useStyles();
  const { selectedValue, onSelect } = useContext(TabsContext);
  const selected = selectedValue === value;
  return (
    <Button
      {...rest}
      appearance="transparent"
      role="tab"
      aria-selected={selected}
      value={value}
      className={mergeClasses(styles.tab, selected && styles.selected, className)}
      onClick={(event) => onSelect(event, { value })}
    >
      <span className={styles.label}>
        <span>{children}</span>
        {!selected && <span className={styles.reserve} aria-hidden>{children}</span>}
      </span>
    </Button>
  );
}
