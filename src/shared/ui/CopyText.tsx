import { Button } from '@fluentui/react-components';
import { CopyRegular } from '@fluentui/react-icons';
import { zhCN } from '../i18n/zh-CN.ts';
import { LazyTooltip } from './LazyTooltip.tsx';
import { validateCopyContent } from '../utils/validators.ts';
import { copyToClipboard } from './clipboard.ts';
import { useNotify } from './notify.tsx';

export interface CopyTextProps {
  /** The text to copy; empty or blank text answers 无复制内容. */
  text: string | null | undefined;
  /** The button's accessible name and tooltip; default 复制. */
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
  return (
    <LazyTooltip content={label} relationship="label">
      <Button appearance="subtle" size="small" icon={<CopyRegular />} onClick={copy} />
    </LazyTooltip>
  );
}
