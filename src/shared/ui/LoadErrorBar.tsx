// The error bar shown when a list or a form's data failed to load, with 重试.
import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { zhCN } from '../i18n/zh-CN.ts';

export interface LoadErrorBarProps {
  message: string;
  onRetry: () => unknown;
}

export function LoadErrorBar({ message, onRetry }: LoadErrorBarProps) {
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{message}</MessageBarBody>
      <MessageBarActions><Button size="small" onClick={() => void onRetry()}>{zhCN.common.retry}</Button></MessageBarActions>
    </MessageBar>
  );
}
