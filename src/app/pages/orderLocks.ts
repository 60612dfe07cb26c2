// Closing a console tab that holds a work-order lock releases it (spec "Tabs"); registered once, when the app loads.
import { unlockWorkflow } from '../../shared/api/workOrders.ts';
import { onTabClosed } from '../stores/tabs.store.ts';

let registered = false;

export function releaseLocksOnTabClose(): void {
  if (registered) return;
  registered = true;
  onTabClosed((tab) => {
    if (tab.processid) void unlockWorkflow(tab.processid).catch(() => undefined);
  });
}

releaseLocksOnTabClose();
