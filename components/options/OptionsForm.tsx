import { useEffect, useState } from 'preact/hooks';
import { ask } from '@/lib/extension/background-client';
import { accessRequestFailed, AUTO_AUDIT_ORIGINS, ensureServiceAccess, hasAccess, originPattern, requestAccess, withdrawAutoAudit } from '@/lib/extension/permissions';
import { loadSettings, saveSettings, SERVICE_CHOICES, serviceEndpoint, type Settings } from '@/lib/extension/settings';
import { DEFAULT_ANON_KEY, DEFAULT_BASE_URL } from '@/lib/knowledge/defaults';
import { ServiceConfigSchema } from '@/lib/knowledge/requests';
import { useI18n } from '../shared/i18n';

type Status = { tone: 'ok' | 'error' | 'info'; text: string } | null;

export function OptionsForm() {
  const { t } = useI18n();
  const [form, setForm] = useState<Settings | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const [connection, setConnection] = useState<Status>(null);

  useEffect(() => {
    void loadSettings().then(setForm);
  }, []);
  if (!form) return <p role="status">{t('loadingSettings')}</p>;

  const update = (patch: Partial<Settings>) => setForm({ ...form, ...patch });

  const SERVICE_HINTS: Record<Settings['service'], string> = {
    builtin: t('hint_builtin'),
    local: t('hint_local', { url: DEFAULT_BASE_URL, key: DEFAULT_ANON_KEY }),
    custom: t('hint_custom'),
  };

  /** The network service to save or test: the local one's defaults, or the custom fields checked. */
  const service = () => {
    const parsed = ServiceConfigSchema.safeParse(form.service === 'custom' ? { baseUrl: form.baseUrl, apiKey: form.apiKey } : serviceEndpoint(form));
    if (!parsed.success) return { error: parsed.error.issues.map((i) => i.message).join(' ') };
    return { config: parsed.data };
  };

  const save = async (e: Event) => {
    e.preventDefault();
    let endpoint: Partial<Settings> = {};
    const checked = form.service === 'custom' ? service() : undefined;
    if (checked && !checked.config) return setStatus({ tone: 'error', text: t('notSaved', { reason: checked.error }) });
    const baseUrl = checked?.config?.baseUrl;
    // One request for everything this click needs, before any await (Firefox asks only then).
    const origins = [...(baseUrl ? [originPattern(baseUrl)] : []), ...(form.autoAudit ? AUTO_AUDIT_ORIGINS : [])];
    let granted: boolean;
    try {
      granted = await requestAccess(origins);
    } catch (error) {
      const reason = baseUrl ? accessRequestFailed(baseUrl, error) : String(error);
      if (baseUrl) return setStatus({ tone: 'error', text: t('notSaved', { reason }) });
      granted = false;
      setStatus({ tone: 'error', text: t('autoAuditOff', { reason }) });
    }
    if (baseUrl && !granted) {
      // Asked together: the service alone may still be granted (Chrome asks once for the whole list).
      if (!form.autoAudit || !(await hasAccess([originPattern(baseUrl)]))) {
        return setStatus({ tone: 'error', text: t('needPermission', { origin: new URL(baseUrl).origin }) });
      }
    }
    if (checked?.config) endpoint = checked.config;
    const autoAudit = form.autoAudit && granted;
    if (!form.autoAudit) await withdrawAutoAudit().catch(() => undefined);
    const next = { ...form, ...endpoint, autoAudit };
    await saveSettings(next);
    setForm(next);
    setStatus({
      tone: form.autoAudit && !autoAudit ? 'error' : 'ok',
      text: form.autoAudit && !autoAudit ? t('savedNoAuto') : t('saved'),
    });
  };

  const test = async () => {
    const checked = service();
    if (!checked.config) return setConnection({ tone: 'error', text: checked.error });
    let granted: boolean;
    try {
      granted = await ensureServiceAccess(checked.config.baseUrl);
    } catch (error) {
      return setConnection({ tone: 'error', text: t('notTested', { reason: accessRequestFailed(checked.config.baseUrl, error) }) });
    }
    if (!granted) {
      return setConnection({ tone: 'error', text: t('permissionDenied', { origin: new URL(checked.config.baseUrl).origin }) });
    }
    setConnection({ tone: 'info', text: t('testing') });
    const reply = await ask('service:test', { config: checked.config });
    if (!reply.ok) return setConnection({ tone: 'error', text: reply.error.message });
    setConnection({ tone: reply.data.ok ? 'ok' : 'error', text: reply.data.message });
  };

  return (
    <form onSubmit={save} aria-describedby="options-status" noValidate>
      <fieldset>
        <legend>{t('knowledgeService')}</legend>
        {SERVICE_CHOICES.map((choice) => (
          <div key={choice}>
            <label class="inline">
              <input type="radio" name="service" value={choice} checked={form.service === choice} onChange={() => update({ service: choice })} />
              {t(`service_${choice}`)}
            </label>
            <p class="hint">{SERVICE_HINTS[choice]}</p>
          </div>
        ))}
        {form.service === 'custom' && (
          <>
            <label>
              {t('serviceUrl')}
              <input name="baseUrl" type="url" required value={form.baseUrl} onInput={(e) => update({ baseUrl: e.currentTarget.value })} />
            </label>
            <label>
              {t('apiKey')}
              <input name="apiKey" value={form.apiKey} autoComplete="off" spellcheck={false} onInput={(e) => update({ apiKey: e.currentTarget.value })} />
            </label>
          </>
        )}
        {form.service !== 'builtin' && (
          <div class="row">
            <button type="button" onClick={test}>
              {t('testConnection')}
            </button>
            <span role="status" data-connection={connection?.tone ?? ''} class={connection?.tone === 'error' ? 'notice error' : ''}>
              {connection?.text}
            </span>
          </div>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('results')}</legend>
        <label>
          {t('thresholdLabel')}
          <input
            name="threshold"
            type="number"
            min={0}
            max={1}
            step={0.05}
            value={form.threshold}
            onInput={(e) => update({ threshold: Math.min(1, Math.max(0, Number(e.currentTarget.value) || 0)) })}
          />
        </label>
        <label>
          {t('maxResultsLabel')}
          <input
            name="maxResults"
            type="number"
            min={1}
            max={20}
            step={1}
            value={form.maxResults}
            onInput={(e) => update({ maxResults: Math.min(20, Math.max(1, Math.round(Number(e.currentTarget.value) || 1))) })}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>{t('privacy')}</legend>
        <label class="inline">
          <input name="autoAudit" type="checkbox" checked={form.autoAudit} onChange={(e) => update({ autoAudit: e.currentTarget.checked })} />
          {t('autoAuditLabel')}
        </label>
        <p class="hint">{t('autoAuditHint')}</p>
      </fieldset>
      <div class="row">
        <button type="submit" class="primary">
          {t('save')}
        </button>
        <span id="options-status" role="status" data-save={status?.tone ?? ''} class={status?.tone === 'error' ? 'notice error' : ''}>
          {status?.text}
        </span>
      </div>
    </form>
  );
}
