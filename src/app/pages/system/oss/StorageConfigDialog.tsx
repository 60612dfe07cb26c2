// 存储配置: local disk or an S3-compatible service; the secret is never shown (empty = keep the stored one); 测试连接 and 保存.
import { Checkbox, Field, Input, makeStyles, MessageBar, MessageBarBody, Radio, RadioGroup, Spinner, Button, tokens } from '@fluentui/react-components';
import { useEffect, useState, type FormEvent } from 'react';
import type { StorageBackend, StorageConfig, StorageConfigRequest } from '../../../../shared/api/contracts/sysOss.ts';
import { fetchStorageConfig, saveStorageConfig, testStorageConfig } from '../../../../shared/api/sysOss.ts';
import { messageOf } from '../../../../shared/http/errors.ts';
import { zhCN } from '../../../../shared/i18n/zh-CN.ts';
import { ossText as t } from '../../../../shared/i18n/system-oss.zh-CN.ts';
import { useNotify } from '../../../../shared/ui/notify.tsx';
import { FormDialog } from '../../../../shared/ui/FormDialog.tsx';

const useStyles = makeStyles({
  surface: { width: '560px', maxWidth: '95vw' },
  fields: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  test: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface Draft { backend: StorageBackend; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean }

const draftOf = (c: StorageConfig): Draft => ({
  backend: c.backend, endpoint: c.endpoint, bucket: c.bucket, region: c.region, accessKeyId: c.accessKeyId, secretAccessKey: '', forcePathStyle: c.forcePathStyle,
});

function requestOf(d: Draft): StorageConfigRequest {
  const s3Typed = d.backend === 's3' || d.endpoint.trim() || d.bucket.trim();
  return {
    backend: d.backend,
    ...(s3Typed ? { endpoint: d.endpoint.trim(), bucket: d.bucket.trim(), region: d.region.trim(), accessKeyId: d.accessKeyId.trim(), forcePathStyle: d.forcePathStyle } : {}),
    ...(d.secretAccessKey ? { secretAccessKey: d.secretAccessKey } : {}),
  };
}

type Outcome = { intent: 'success' | 'error'; text: string } | null;

export function StorageConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const notify = useNotify();
  const [config, setConfig] = useState<StorageConfig | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [missing, setMissing] = useState(false);
  const [testing, setTesting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  useEffect(() => {
    if (!open) return undefined;
    const abort = new AbortController();
    setConfig(null);
    setDraft(null);
    setLoadError(null);
    setOutcome(null);
    setMissing(false);
    fetchStorageConfig(abort.signal).then((c) => {
      setConfig(c);
      setDraft(draftOf(c));
    }, (error: unknown) => {
      if (!abort.signal.aborted) setLoadError(messageOf(error, t.configLoadFailed));
    });
    return () => abort.abort();
  }, [open]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setOutcome(null);
  };

  const incomplete = (d: Draft) => d.backend === 's3'
    && (!d.endpoint.trim() || !d.bucket.trim() || !d.accessKeyId.trim() || (!d.secretAccessKey && !config?.secretSet));

  const test = async () => {
    if (!draft) return;
    if (incomplete(draft)) {
      setMissing(true);
      return;
    }
    setTesting(true);
    setOutcome(null);
    try {
      await testStorageConfig(requestOf(draft));
      setOutcome({ intent: 'success', text: t.connected });
    } catch (error) {
      setOutcome({ intent: 'error', text: messageOf(error, zhCN.common.operationFailed) });
    } finally {
      setTesting(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!draft) return;
    if (incomplete(draft)) {
      setMissing(true);
      return;
    }
    setSaving(true);
    setOutcome(null);
    try {
      await saveStorageConfig(requestOf(draft));
      notify.success(t.saved);
      onClose();
    } catch (error) {
      // The form keeps what was typed; the reason shows beside it.
      setOutcome({ intent: 'error', text: messageOf(error, zhCN.common.operationFailed) });
    } finally {
      setSaving(false);
    }
  };

  const s3 = draft?.backend === 's3';
  const need = (value: string | undefined) => (missing && s3 && !value?.trim() ? t.required : undefined);
  return (
    <FormDialog open={open} title={t.configTitle} surfaceClassName={styles.surface} onSubmit={submit} submitLabel={saving ? t.saving : t.save}
      saving={saving} submitDisabled={!draft || testing} onCancel={onClose}>
      {loadError && <MessageBar intent="error"><MessageBarBody>{loadError}</MessageBarBody></MessageBar>}
      {!draft && !loadError && <Spinner label={t.configLoading} />}
      {draft && config && (
        <div className={styles.fields}>
          <MessageBar intent="info"><MessageBarBody>{t.source[config.source]}</MessageBarBody></MessageBar>
          <Field label={t.backend}>
            <RadioGroup layout="horizontal" value={draft.backend} onChange={(_, d) => set('backend', d.value as StorageBackend)}>
              <Radio value="local" label={t.backends.local} />
              <Radio value="s3" label={t.backends.s3} />
            </RadioGroup>
          </Field>
          {!s3 && <div>{t.localHint}</div>}
          {s3 && (
            <>
              <Field label={t.endpoint} required hint={t.endpointHint} validationMessage={need(draft.endpoint)}>
                <Input name="endpoint" value={draft.endpoint} maxLength={300} onChange={(_, d) => set('endpoint', d.value)} />
              </Field>
              <Field label={t.bucket} required validationMessage={need(draft.bucket)}>
                <Input name="bucket" value={draft.bucket} maxLength={63} onChange={(_, d) => set('bucket', d.value)} />
              </Field>
              <Field label={t.region} hint={t.regionHint}>
                <Input name="region" value={draft.region} maxLength={64} onChange={(_, d) => set('region', d.value)} />
              </Field>
              <Field label={t.accessKeyId} required validationMessage={need(draft.accessKeyId)}>
                <Input name="accessKeyId" value={draft.accessKeyId} maxLength={128} autoComplete="off" onChange={(_, d) => set('accessKeyId', d.value)} />
              </Field>
              <Field label={t.secretAccessKey} required={!config.secretSet} hint={config.secretSet ? t.secretKeep : t.secretMissing}
                validationMessage={missing && !config.secretSet && !draft.secretAccessKey ? t.required : undefined}>
                <Input name="secretAccessKey" type="password" value={draft.secretAccessKey} maxLength={256} autoComplete="new-password"
                  placeholder={config.secretSet ? '••••••••' : ''} onChange={(_, d) => set('secretAccessKey', d.value)} />
              </Field>
              <Checkbox checked={draft.forcePathStyle} label={t.forcePathStyle} onChange={(_, d) => set('forcePathStyle', d.checked === true)} />
            </>
          )}
          <div className={styles.test}>
            <Button onClick={() => void test()} disabled={testing || saving} icon={testing ? <Spinner size="tiny" /> : undefined}>
              {testing ? t.testing : t.testConnection}
            </Button>
          </div>
          {outcome && <MessageBar intent={outcome.intent} role={outcome.intent === 'error' ? 'alert' : 'status'}><MessageBarBody>{outcome.text}</MessageBarBody></MessageBar>}
        </div>
      )}
    </FormDialog>
  );
}
