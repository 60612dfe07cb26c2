import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The sign-in form's one message (a refusal, or why the session ended), as a Fluent message bar. */
export default function SignInNotice({ intent, message }: { intent: 'error' | 'warning'; message: string }) {
  return (
    <MessageBar intent={intent} role="alert">
      <MessageBarBody>{message}</MessageBarBody>
    </MessageBar>
  );
}
