import { useLocation } from 'wouter';
import { RemindersPage } from '../../elements/notice-bell/index.ts';

/** /gong-dan/WorkOrderReminder: the all-notifications part; opening a reminder navigates inside the console. */
export default function RemindersRoutePage() {
  const [, navigate] = useLocation();
  return <RemindersPage onOpen={(path) => navigate(path)} />;
}
