import type { PageResult } from './audit-page';
import type { Target } from './targets';

export interface Progress {
  start(target: Target): void;
  done(result: PageResult): void;
  finish(): void;
}

interface Stream {
  isTTY?: boolean;
  columns?: number;
  write(text: string): unknown;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function resultLine(r: PageResult): string {
  return r.ok
    ? `ok     ${r.target.input} (${r.audit.sections.length} sections, ${r.audit.findings?.length ?? 0} findings, ${seconds(r.ms)})`
    : `FAILED ${r.target.input}: ${r.kind}: ${r.message} (${seconds(r.ms)})`;
}

/** A bar redrawn in place on a terminal; one plain line per finished page otherwise (CI logs, pipes). */
export function createProgress(total: number, stream: Stream): Progress {
  let finished = 0;
  let failed = 0;
  const running = new Set<string>();
  if (!stream.isTTY) {
    return {
      start() {},
      done(r) {
        finished++;
        stream.write(`[${finished}/${total}] ${resultLine(r)}\n`);
      },
      finish() {},
    };
  }
  const draw = () => {
    const width = 24;
    const filled = Math.round((finished / total) * width);
    const current = [...running].at(-1) ?? '';
    const line = `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${finished}/${total}${failed ? ` (${failed} failed)` : ''} ${current}`;
    const max = (stream.columns ?? 80) - 1;
    stream.write(`\r\x1b[2K${line.length > max ? `${line.slice(0, max - 1)}…` : line}`);
  };
  return {
    start(target) {
      running.add(target.input);
      draw();
    },
    done(r) {
      running.delete(r.target.input);
      finished++;
      if (!r.ok) failed++;
      // Failures stay on screen above the bar; successes only move it.
      if (!r.ok) stream.write(`\r\x1b[2K${resultLine(r)}\n`);
      draw();
    },
    finish() {
      stream.write('\r\x1b[2K');
    },
  };
}
