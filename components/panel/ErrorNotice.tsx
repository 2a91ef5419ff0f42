import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { MessageError } from '@/lib/messaging';
import { useI18n } from '../shared/i18n';

interface Props {
  error: MessageError;
  onRetry(): void;
  /** The message is already in the reader's language (a check of the panel's own). */
  local?: boolean;
}

/** What went wrong and what to do; rate limits count down and retry by themselves. */
export function ErrorNotice({ error, onRetry, local }: Props) {
  const { t, locale } = useI18n();
  const waitS = error.kind === 'rate_limited' ? Math.max(1, Math.ceil((error.retryAfterMs ?? 5000) / 1000)) : 0;
  const [left, setLeft] = useState(waitS);
  useEffect(() => {
    setLeft(waitS);
    if (!waitS) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = waitS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        onRetry();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [error]);

  return (
    <div class="notice error" role="alert" data-error-kind={error.kind}>
      {/* The background's messages are English: another language says what happened and what to do in
          its own words, and keeps the English message (with its URL and status) as the details. */}
      {local || locale === 'en' ? (
        <p>{error.message}</p>
      ) : (
        <>
          <p>{t(`error_${error.kind}`)}</p>
          <p class="meta" lang="en">
            {t('errorDetail', { message: error.message })}
          </p>
        </>
      )}
      <div class="actions">
        <button type="button" class="primary" onClick={onRetry}>
          {error.kind === 'builtin' ? t('retry') : t('retryNow')}
        </button>
        {waitS > 0 && <span data-countdown={left}>{t('retryingIn', { n: left })}</span>}
      </div>
      {error.kind === 'builtin' && <BuiltinReport message={error.message} />}
    </div>
  );
}

/** How to report a failure of the built-in catalogue: the details to paste, as text (never HTML). */
function BuiltinReport({ message }: { message: string }) {
  const { t } = useI18n();
  const details = `Uplift Lens ${browser.runtime.getManifest().version}, ${navigator.userAgent}\n${message}`;
  return (
    <details class="report">
      <summary>{t('howToReport')}</summary>
      <p>{t('reportIntro')}</p>
      <textarea readOnly rows={4} value={details} aria-label={t('reportDetails')} />
    </details>
  );
}
