// One order: facts, timeline, update log, relations, remarks, comments, requests, attachments, and the actions
// its state and the user's role allow, each in a validating dialog. Opening for work takes the lock.
import { Button, Input, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { orderDetailText, zhCN } from '../../../shared/i18n/zh-CN.ts';
import { EmptyState } from '../../../shared/ui/EmptyState.tsx';
import { retryableLazy } from '../../../shared/ui/retryableLazy.ts';
import { OnDemandDialog } from '../common/OnDemand.tsx';
import { Assists, Attachments, Facts, Recordings, NoteList, Requests, Section, Timeline, UpdateLog, useSectionStyles } from './DetailSections.tsx';
import { RelationTypeSelect } from './RelationTypeSelect.tsx';
import { RepeatAppeals } from './RepeatAppeals.tsx';
import { DispatchObjections } from './DispatchObjections.tsx';
import { OrderCitations } from './OrderCitations.tsx';
import { useDetailPage, type DetailPageProps } from './useDetailPage.ts';

export type { DetailPageProps } from './useDetailPage.ts';

const d = orderDetailText;

// The action forms open on a click: their fields, pickers and checks load then, not with the page.
const ActionDialog = retryableLazy(() => import('./ActionDialog.tsx').then((m) => ({ default: m.ActionDialog })));
const ModifyDialog = retryableLazy(() => import('./ModifyDialog.tsx').then((m) => ({ default: m.ModifyDialog })));

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalM, minWidth: 0 },
  bar: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

export function DetailPage(props: DetailPageProps) {
  if (!props.workflowId) return <EmptyState message={d.missingId} />;
  return <DetailView key={props.workflowId} {...props} workflowId={props.workflowId} />;
}

function DetailView(props: DetailPageProps & { workflowId: string }) {
  const styles = useStyles();
  const section = useSectionStyles();
  const {
    order, log, loadError, deleted, readOnly, actions, dialog, dialogProps, openDialog, relateIds, setRelateIds, relateError, relType, setRelType,
    relate, unbind, openRelated, addRemark, addComment, exportPdf, print, download, split, canSplit, reload,
  } = useDetailPage(props);

  if (deleted) return <EmptyState message={d.deleted} />;
  if (!order) {
    if (loadError) return <MessageBar intent="error" role="alert"><MessageBarBody>{loadError}</MessageBarBody></MessageBar>;
    return <Spinner label={zhCN.common.loading} />;
  }

  return (
    <article className={styles.page} aria-label={`${d.title} ${order.workflowId}`} data-workflow-id={order.workflowId}>
      {readOnly && (
        <MessageBar intent="warning" role="status" data-locked>
          <MessageBarBody>{d.lockedBy(order.lock.lockUserName ?? '', order.lock.lockTime ?? '')}</MessageBarBody>
        </MessageBar>
      )}
      {order.lock.mine && <MessageBar intent="info"><MessageBarBody>{d.lockedMine}</MessageBarBody></MessageBar>}
      <Section
        title={d.basic}
        action={
          <div className={styles.bar}>
            <Button size="small" icon={<ArrowDownloadRegular />} onClick={exportPdf}>{d.exportPdf}</Button>
            <Button size="small" icon={<PrintRegular />} onClick={print}>{d.print}</Button>
          </div>
        }
      >
        <Facts order={order} />
      </Section>
      {order.recordings.length > 0 && <Section title={d.recordings}><Recordings order={order} /></Section>}
      <Section title={d.actions}>
        {actions.length ? (
          <div className={styles.bar} role="toolbar" aria-label={d.actions}>
            {actions.map((def) => (
              <Button key={def.id} appearance={def.danger ? 'secondary' : 'primary'} data-action={def.id} onClick={() => openDialog(def)}>
                {def.id === 'upSupervise' ? (order.upSuperviseState ? d.upSuperviseOff : d.upSuperviseOn) : def.label}
              </Button>
            ))}
          </div>
        ) : (
          <span>{d.noActions}</span>
        )}
      </Section>
      <DispatchObjections order={order} readOnly={readOnly} onChanged={reload} />
      {order.repeats.length > 0 && <RepeatAppeals order={order} canSplit={canSplit && !readOnly} onSplit={split} onOpen={openRelated} />}
      <OrderCitations workflowId={order.workflowId} />
      <Section title={d.timeline}><Timeline order={order} /></Section>
      {order.assists.length > 0 && <Section title={d.assists}><Assists order={order} /></Section>}
      <Section title={d.applies}><Requests order={order} /></Section>
      <Section title={d.relations}>
        <ul className={section.list}>
          {order.relations.map((rel) => (
            <li key={rel.workflowId} data-relation={rel.workflowId}>
              {rel.visible ? <Button appearance="transparent" onClick={() => openRelated(rel.workflowId)}>{rel.workflowId}</Button> : rel.workflowId}{' '}
              <span data-relation-type>{rel.relTypeName}</span> · {rel.statusName} · {rel.visible ? rel.content : d.relationHidden}
              {!readOnly && <Button size="small" appearance="subtle" onClick={() => unbind(rel.workflowId)}>{d.unbind}</Button>}
            </li>
          ))}
        </ul>
        {!order.relations.length && <span>{d.noneYet}</span>}
        {!readOnly && (
          <div className={section.note}>
            <RelationTypeSelect value={relType} onChange={setRelType} />
            <div className={section.grow}>
              <Input aria-label={d.relateIds} placeholder={d.relateIds} value={relateIds} style={{ width: '100%' }} onChange={(_, v) => setRelateIds(v.value)} />
              {relateError && <div role="alert" style={{ color: tokens.colorPaletteRedForeground1 }}>{relateError}</div>}
            </div>
            <Button onClick={() => void relate()}>{d.relate}</Button>
          </div>
        )}
      </Section>
      <NoteList title={d.remarks} notes={order.remarks} readOnly={readOnly} placeholder={d.remarkPlaceholder} onAdd={addRemark} />
      <NoteList title={d.comments} notes={order.comments} readOnly={readOnly} placeholder={d.commentPlaceholder} onAdd={addComment} />
      <Section title={d.attachments}>
        <Attachments order={order} onDownload={download} />
      </Section>
      <Section title={d.updateLog}><UpdateLog log={log} /></Section>
      {dialog && (
        <OnDemandDialog>
          {dialog.def.id === 'modify' ? <ModifyDialog {...dialogProps(dialog)} initial={dialog.initial} /> : <ActionDialog {...dialogProps(dialog)} def={dialog.def} order={order} />}
        </OnDemandDialog>
      )}
    </article>
  );
}
