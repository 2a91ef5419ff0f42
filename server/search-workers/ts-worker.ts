import { Worker } from 'node:worker_threads';

/**
 * A worker thread running a TypeScript module. Node 20 does not apply tsx's loader (which the
 * server runs under) to worker threads, so the worker starts from a few lines of JavaScript that
 * load the module through tsx's API; `workerData` goes on to the module as `workerData.data`.
 */
const BOOT = `
const { workerData } = require('node:worker_threads');
import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.entry, workerData.entry));
`;

export function startTsWorker(entry: URL, data: unknown): Worker {
  return new Worker(BOOT, { eval: true, workerData: { tsx: import.meta.resolve('tsx/esm/api'), entry: entry.href, data } });
}
