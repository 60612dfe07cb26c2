// 受理登记: the form an agent fills while the citizen talks, with the caller's earlier orders beside it.
import {
  Button, Field, Input, MessageBar, MessageBarActions, MessageBarBody, Spinner, Text, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import { AttachRegular, DismissRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { QUESTION_MIN_CHARS } from '../../../shared/constants.ts';
import { workOrdersText } from '../../../shared/i18n/zh-CN.ts';
import { ArticleSuggestions, AssistDeptsField, ClassificationSuggestions, DeptSuggestions, TreePickerDialog } from '../common/lazyParts.ts';
import { OnDemandDialog, OnDemandField, OnDemandPart } from '../common/OnDemand.tsx';
import { fetchAssistCatalogue } from '../../../shared/api/workOrders.ts';
import { LoadErrorBar } from '../../../shared/ui/LoadErrorBar.tsx';
import { OrderFields } from '../common/OrderFields.tsx';
import { RepeatSuggestions } from './RepeatSuggestions.tsx';
import { callKey } from './draft.ts';
import { useRegisterPage, type RegisterPageProps } from './useRegisterPage.ts';

export type { RegisterPageProps } from './useRegisterPage.ts';

const r = workOrdersText.register;
const k = workOrdersText.articleSuggestions;


const useStyles = makeStyles({
  page: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)', gap: tokens.spacingHorizontalL, padding: tokens.spacingHorizontalM,
    '@media (max-width: 991px)': { gridTemplateColumns: '1fr' } },
  // A grid item's default minimum width is its content's: without 0 a picker's buttons run into the next field.
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignContent: 'start',
    '& > *': { minWidth: 0 } },
  wide: { gridColumn: '1 / -1' },
  // Below 8em for the name box, the buttons go under it instead of past the cell.
  picker: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`, minWidth: 0 },
  grow: { flex: '1 1 8em', minWidth: 0 },
  // 选择 and 智能推荐 wrap together: the name box keeps a whole line rather than one button beside it and one below.
  pickerButtons: { display: 'flex', gap: tokens.spacingHorizontalS, flexShrink: 0 },
  actions: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  side: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  history: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxHeight: '70vh', overflowY: 'auto' },
  historyItem: { border: `1px solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium, padding: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  files: { margin: 0, paddingLeft: '1.2em' },
});

/** One registration per call: another call (new route query or attributes) starts its own form. */
export function RegisterPage(props: RegisterPageProps) {
  return <RegisterForm key={callKey(props.telNo ?? '', props.callId ?? '')} {...props} />;
}

function RegisterForm(props: RegisterPageProps) {
  const styles = useStyles();
  const {
    form, draft, errors, failure, busy, restored, offer, dismissOffer, takeOffer, set, depts, picker, setPicker,
    fileInput, uploading, attach, detach, limitDays, deadline, history, toggleRelation, openHistory, submit, submitButtons, repeatQuery, mergeInto,
    cite, uncite,
  } = useRegisterPage(props);
  const cited = draft.cited ?? [];
  // The suggestions' code loads once the appeal has words enough, and stays: below their thresholds they show nothing.
  const [wordy, setWordy] = useState(false);
  if (!wordy && Array.from(form.content).length >= QUESTION_MIN_CHARS) setWordy(true);
  return (
    <section className={styles.page} aria-label={r.title}>
      <form className={styles.form} aria-label={r.title} noValidate onSubmit={(e) => { e.preventDefault(); submit('commit'); }}>
        {restored && (
          <MessageBar className={styles.wide} intent="info" data-draft-restored>
            <MessageBarBody>{r.draftRestored}</MessageBarBody>
          </MessageBar>
        )}
        {offer && (
          <MessageBar className={styles.wide} intent="warning" data-draft-offer={offer.draft.telNo}>
            <MessageBarBody>{r.draftOtherCall(offer.draft.telNo || offer.draft.form.phone)}</MessageBarBody>
            <MessageBarActions>
              <Button size="small" onClick={takeOffer}>{r.useOtherDraft}</Button>
              <Button size="small" onClick={dismissOffer}>{r.ignoreOtherDraft}</Button>
            </MessageBarActions>
          </MessageBar>
        )}
        <OrderFields
          values={form}
          errors={errors}
          onChange={set}
          afterPhone={
            <Field label={r.callerLocation}>
              <Input name="callerLocation" readOnly value={form.callerLocation} data-caller-location />
            </Field>
          }
          afterEventType={wordy && (
            <OnDemandPart what={workOrdersText.onDemand.suggestions} helperRetryOn={[form.content]}>
              <ClassificationSuggestions className={styles.wide} content={form.content} value={form.eventTypeId}
                onPick={(s) => set({ eventTypeId: String(s.eventTypeId), eventTypeName: s.name })} />
            </OnDemandPart>
          )}
          timeLimit={{ hint: limitDays ? `${r.deadline}：${deadline}` : undefined, placeholder: limitDays ? String(limitDays) : '' }}
        />
        <Field label={r.mainDept} validationMessage={errors.mainDeptId}>
          <div className={styles.picker}>
            <Input className={styles.grow} readOnly name="mainDeptName" aria-label={r.mainDept} value={form.mainDeptName} placeholder={r.notChosen} />
            <span className={styles.pickerButtons}>
              <Button onClick={() => setPicker('dept')}>{r.choose}</Button>
            </span>
          </div>
        </Field>
        {wordy && (
          <OnDemandPart what={workOrdersText.onDemand.suggestions} helperRetryOn={[form.content]}>
            <DeptSuggestions className={styles.wide} content={form.content} eventTypeId={form.eventTypeId} regionId={form.regionId} value={form.mainDeptId}
              onPick={(c) => set({ mainDeptId: String(c.deptId), mainDeptName: c.deptName })} />
          </OnDemandPart>
        )}
        <div className={styles.wide}>
          <OnDemandField><AssistDeptsField
            leadDeptId={form.mainDeptId ? Number(form.mainDeptId) : null}
            value={form.assists ?? ''}
            onChange={(assists) => set({ assists })}
            defaultDays={limitDays ?? 3}
            lookup={(mainDeptId, signal) => fetchAssistCatalogue({
              mainDeptId, eventTypeId: form.eventTypeId ? Number(form.eventTypeId) : undefined, regionId: form.regionId ? Number(form.regionId) : undefined, content: form.content,
            }, signal)}
            error={errors.assists}
          /></OnDemandField>
        </div>
        <Field className={styles.wide} label={r.attachments} hint={r.attachmentsHint}>
          <div className={styles.picker}>
            <input ref={fileInput} type="file" multiple hidden aria-hidden onChange={(e) => void attach(e.currentTarget.files)} data-attach-input />
            <Button icon={uploading ? <Spinner size="tiny" /> : <AttachRegular />} disabled={uploading} onClick={() => fileInput.current?.click()}>
              {uploading ? r.uploading : r.upload}
            </Button>
          </div>
          {draft.attachments.length > 0 && (
            <ul className={styles.files}>
              {draft.attachments.map((file) => (
                <li key={file.fileId} data-attachment={file.fileName}>
                  {file.fileName}
                  <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={r.removeAttachment(file.fileName)} onClick={() => detach(file.fileId)} />
                </li>
              ))}
            </ul>
          )}
        </Field>
        <Field className={styles.wide} label={r.opinion} validationMessage={errors.opinion} hint={cited.length ? k.citedHint : undefined}>
          <Textarea name="opinion" value={form.opinion} onChange={(_, v) => set({ opinion: v.value })} />
        </Field>
        {cited.length > 0 && (
          <div className={styles.wide} data-cited-articles>
            <Text size={200} className={styles.muted}>{k.citedList}：</Text>
            <ul className={styles.files}>
              {cited.map((c) => (
                <li key={c.id} data-cited={c.id}>
                  《{c.title}》
                  <Button size="small" appearance="subtle" icon={<DismissRegular />} aria-label={k.removeCitation(c.title)} onClick={() => uncite(c.id)} />
                </li>
              ))}
            </ul>
          </div>
        )}
        {failure && <MessageBar className={styles.wide} intent="error" role="alert"><MessageBarBody>{failure}</MessageBarBody></MessageBar>}
        <div className={styles.actions}>
          {submitButtons.map((kind, i) => (
            <Button key={kind} type={i === 0 ? 'submit' : 'button'} appearance={i === 0 ? 'primary' : 'secondary'} disabled={busy} data-submit={kind}
              onClick={i === 0 ? undefined : () => submit(kind)}>
              {r[kind]}
            </Button>
          ))}
        </div>
      </form>
      <aside className={styles.side} aria-label={r.history}>
        {wordy && (
          <OnDemandPart what={workOrdersText.onDemand.suggestions} helperRetryOn={[form.content]}>
            <ArticleSuggestions content={form.content} regionId={form.regionId} eventTypeId={form.eventTypeId} cited={cited.map((c) => c.id)} onCite={cite} />
          </OnDemandPart>
        )}
        <RepeatSuggestions query={repeatQuery} onMerge={mergeInto} onOpen={(id) => openHistory(id)} busy={busy} />
        <Text weight="semibold">{r.history}</Text>
        {draft.relIds.length > 0 && <Text className={styles.muted}>{r.relateCount(draft.relIds.length)}</Text>}
        {history.error ? (
          <LoadErrorBar message={history.error} onRetry={history.retry} />
        ) : history.orders === null ? (
          <Text className={styles.muted}>{r.historyHint}</Text>
        ) : history.orders.length === 0 ? (
          <Text className={styles.muted}>{r.historyEmpty}</Text>
        ) : (
          <ul className={styles.history}>
            {history.orders.map((order) => (
              <li key={order.workflowId} className={styles.historyItem} data-history={order.workflowId}>
                <div><Text weight="semibold">{order.workflowId}</Text> · {order.statusName}</div>
                <div className={styles.muted}>{order.createTime}</div>
                <div>{order.content}</div>
                <div className={styles.picker}>
                  <Button size="small" appearance={draft.relIds.includes(order.workflowId) ? 'primary' : 'secondary'} aria-pressed={draft.relIds.includes(order.workflowId)}
                    onClick={() => toggleRelation(order.workflowId)}>
                    {draft.relIds.includes(order.workflowId) ? r.related : r.relate}
                  </Button>
                  <Button size="small" onClick={() => openHistory(order.workflowId, order.processid)}>
                    {r.open}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </aside>
      {picker === 'dept' && (
        <OnDemandDialog><TreePickerDialog open kind="dept" nodes={depts} value={form.mainDeptId || null}
          onConfirm={(node) => { set({ mainDeptId: String(node.id), mainDeptName: node.name }); setPicker(null); }}
          onCancel={() => setPicker(null)} onClear={() => set({ mainDeptId: '', mainDeptName: '' })} /></OnDemandDialog>
      )}
    </section>
  );
}
