import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { MessageError } from '@/lib/messaging';

interface Props {
  error: MessageError;
  onRetry(): void;
}

/** What went wrong and what to do; rate limits count down and retry by themselves. */
export function ErrorNotice({ error, onRetry }: Props) {
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
      <p>{error.message}</p>
      <div class="actions">
        <button type="button" class="primary" onClick={onRetry}>
          {error.kind === 'builtin' ? 'Retry' : 'Retry now'}
        </button>
        {waitS > 0 && <span data-countdown={left}>Retrying in {left} s…</span>}
      </div>
      {error.kind === 'builtin' && <BuiltinReport message={error.message} />}
    </div>
  );
}

/** How to report a failure of the built-in catalogue: the details to paste, as text (never HTML). */
function BuiltinReport({ message }: { message: string }) {
  const details = `Uplift Lens ${browser.runtime.getManifest().version}, ${navigator.userAgent}\n${message}`;
  return (
    <details class="report">
      <summary>How to report it</summary>
      <p>Copy these details into your report to the Uplift Lens developers (they hold no page content):</p>
      <textarea readOnly rows={4} value={details} aria-label="Details for a report" />
    </details>
  );
}
