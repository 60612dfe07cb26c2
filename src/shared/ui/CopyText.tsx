import { Button, makeStyles } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { zhCN } from '../i18n/zh-CN.ts';
import { loadTooltip, loadedTooltip } from './lazyTooltip.ts';
import { validateCopyContent } from '../utils/validators.ts';
import { copyToClipboard } from './clipboard.ts';
import { useNotify } from './notify.tsx';

// The tooltip's code (positioning, portal) loads after the page has painted; the button takes its place when it has.
const useStyles = makeStyles({
  placeholder: { display: 'inline-block', width: '24px', height: '24px', verticalAlign: 'middle' },
});

export interface CopyTextProps {
  /** The text to copy; empty or blank text answers 无复制内容. */
  text: string | null | undefined;
  /** The button's accessible name; default 复制. */
  label?: string;
}

/** A copy button: 复制成功 when copied, 无复制内容 when there is nothing to copy. */
export function CopyText({ text, label = zhCN.copy.action }: CopyTextProps) {
  const notify = useNotify();
  const copy = async () => {
    const problem = validateCopyContent(text);
    if (problem) return notify.warning(problem);
    if (await copyToClipboard(String(text))) notify.success(zhCN.copy.success);
    else notify.error(zhCN.copy.failed);
  };
  const [Tooltip, setTooltip] = useState(() => loadedTooltip);
  const [noTooltip, setNoTooltip] = useState(false);
  useEffect(() => {
    if (!Tooltip) void loadTooltip().then((loaded) => (loaded ? setTooltip(() => loaded) : setNoTooltip(true)));
  }, [Tooltip]);
  const styles = useStyles();
  const button = (name?: string) => <Button appearance="subtle" size="small" icon={<CopyRegular />} onClick={copy} {...(name ? { 'aria-label': name } : {})} />;
  // The tooltip names the button (relationship label); a name given on the button too would override it.
  if (Tooltip) return <Tooltip content={label} relationship="label">{button()}</Tooltip>;
  // Without its tooltip the button still copies; the button is not shown before, as it would be replaced under the pointer.
  return noTooltip ? button(label) : <span className={styles.placeholder} aria-hidden="true" />;
}
