// /gong-dan/missOrder (漏单管理): registering for a missed caller opens a registration page, as an answered call does.
import { useLocation } from 'wouter';
import { MissOrderPage } from '../../elements/work-orders/index.ts';
import { orderDetailPath, REGISTER_PATH } from '../routing/staticRoutes.ts';

export default function MissOrderView() {
  const [, navigate] = useLocation();
  return (
    <MissOrderPage
      onRegister={({ telNo, callId }) => navigate(`${REGISTER_PATH}?${new URLSearchParams({ telNo, callId, numberFlag: '' })}`)}
      onOpen={(workflowId) => navigate(orderDetailPath(workflowId))}
    />
  );
}
