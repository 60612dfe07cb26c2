// /gong-dan/dengji/{timestamp}: the registration page with the call's telNo, callId, numberFlag from the query.
import { useContext } from 'react';
import { useLocation, useSearch } from 'wouter';
import { RegisterPage } from '../../elements/work-orders/index.ts';
import { PageKeyContext } from '../../shared/ui/pageState.ts';
import { orderDetailPath } from '../routing/staticRoutes.ts';

export default function OrderRegisterView() {
  const query = new URLSearchParams(useSearch());
  const pageKey = useContext(PageKeyContext);
  const [, navigate] = useLocation();
  return (
    <RegisterPage
      key={pageKey}
      telNo={query.get('telNo') ?? ''}
      callId={query.get('callId') ?? ''}
      numberFlag={query.get('numberFlag') ?? ''}
      onOpen={(workflowId) => navigate(orderDetailPath(workflowId))}
    />
  );
}
