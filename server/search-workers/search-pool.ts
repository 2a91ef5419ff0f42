import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { ApiError } from '../http/errors';
import type { HybridSearchArgs } from '../semantic/hybrid-query';
import type { HybridSearch } from '../semantic/semantic-search-app';
import type { SearchWorkerData, SearchWorkerMessage, WorkerErrorFields } from './protocol';
import { startTsWorker } from './ts-worker';

type Answer = Awaited<ReturnType<HybridSearch>>;

interface Job {
  args: HybridSearchArgs;
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}

interface Slot {
  worker: Worker;
  state: 'opening' | 'idle' | 'busy' | 'gone';
  job: Job | null;
}

/** Open and answering (idle, or searching now). */
const isOpen = (slot: Slot) => slot.state === 'idle' || slot.state === 'busy';

export interface SearchPoolOptions {
  workers: number;
  /** The primary's data folder, checkpointed; each worker copies it. */
  source: string;
  /** Where the workers' copies go, one folder each (`<replicas>/<n>`). */
  replicas: string;
  /** The primary's own search: it answers until a worker is open, and when none is left. */
  primary: HybridSearch;
  log(message: string): void;
}

/**
 * hybrid_search on read-only replicas of the catalogue in worker threads, so that searches run
 * on several cores (PGlite runs one query at a time on the thread that holds it). Each worker
 * takes one search at a time from a shared queue. A worker that stops fails its search with 503
 * (SEARCH_WORKER_STOPPED) and the others carry on; with none left, the primary answers.
 */
export class SearchPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  /** Resolves, once every worker is open or has failed, with the number open. */
  readonly opened: Promise<number>;

  constructor(private readonly options: SearchPoolOptions) {
    this.opened = Promise.all(Array.from({ length: options.workers }, (_, n) => this.start(n))).then((open) => open.filter(Boolean).length);
  }

  readonly search: HybridSearch = (args) => {
    if (!this.slots.some(isOpen)) return this.options.primary(args);
    return new Promise<Answer>((resolve, reject) => {
      this.queue.push({ args, resolve, reject });
      this.dispatch();
    });
  };

  /** Workers open and answering now. */
  get size(): number {
    return this.slots.filter(isOpen).length;
  }

  /** Workers searching now. */
  get busy(): number {
    return this.slots.filter((s) => s.state === 'busy').length;
  }

  /** Stops one worker, as if it had failed (its search, if any, fails with 503); false when it is already gone. */
  async stopWorker(n: number): Promise<boolean> {
    const slot = this.slots[n];
    if (!slot || slot.state === 'gone') return false;
    await this.retire(slot);
    return true;
  }

  /** Stops the workers and deletes their copies. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => this.retire(s)));
    rmSync(this.options.replicas, { recursive: true, force: true });
  }

  private start(n: number): Promise<boolean> {
    const data: SearchWorkerData = { source: this.options.source, replica: join(this.options.replicas, String(n)) };
    const slot: Slot = { worker: startTsWorker(new URL('./search-worker.ts', import.meta.url), data), state: 'opening', job: null };
    this.slots.push(slot);
    return new Promise<boolean>((resolve) => {
      slot.worker.on('message', (m: SearchWorkerMessage) => {
        if (m.kind === 'ready') {
          if (slot.state === 'opening') slot.state = 'idle';
          resolve(slot.state === 'idle');
          this.dispatch();
        } else if (m.kind === 'open-failed') {
          this.options.log(`Search worker ${n} could not open its copy of the catalogue: ${m.message}`);
          resolve(false);
          void this.retire(slot);
        } else {
          this.settle(slot, m);
        }
      });
      slot.worker.on('error', (error) => {
        this.options.log(`Search worker ${n} failed: ${error.stack ?? String(error)}`);
        resolve(false);
        void this.retire(slot);
      });
      slot.worker.on('exit', () => {
        resolve(false);
        void this.retire(slot);
      });
    });
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (slot.state !== 'idle') continue;
      const job = this.queue.shift()!;
      slot.state = 'busy';
      slot.job = job;
      slot.worker.postMessage(job.args);
    }
  }

  private settle(slot: Slot, m: Extract<SearchWorkerMessage, { kind: 'answer' | 'error' }>): void {
    const job = slot.job;
    if (slot.state !== 'busy' || !job) return;
    slot.job = null;
    slot.state = 'idle';
    if (m.kind === 'answer') job.resolve({ json: m.json });
    else job.reject(Object.assign(new Error(m.error.message), m.error));
    this.dispatch();
  }

  private async retire(slot: Slot): Promise<void> {
    if (slot.state === 'gone') return;
    slot.state = 'gone';
    const job = slot.job;
    slot.job = null;
    job?.reject(new ApiError(503, 'SEARCH_WORKER_STOPPED', 'The search worker answering this request stopped before it answered', null, 'Send the request again.'));
    if (this.size === 0) {
      for (const queued of this.queue.splice(0)) this.options.primary(queued.args).then(queued.resolve, queued.reject);
    }
    await slot.worker.terminate();
  }
}
