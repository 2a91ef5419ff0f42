import type { DatabaseErrorFields } from '../http/errors';

/** What a search worker is started with (workerData). */
export interface SearchWorkerData {
  /** The primary's data folder, checkpointed, that the worker copies and opens as its own. */
  source: string;
  /** Where the worker's copy goes (emptied first). */
  replica: string;
}

/** A Postgres error's fields that fromDatabaseError reads; they cross the thread boundary as data. */
export type WorkerErrorFields = DatabaseErrorFields & { message: string };

/** What a worker sends back; a worker answers one search at a time (its messages in: HybridSearchArgs). */
export type SearchWorkerMessage =
  | { kind: 'ready' }
  | { kind: 'open-failed'; message: string }
  /** The records' JSON as UTF-8 bytes (their buffer is transferred, not copied). */
  | { kind: 'answer'; json: Uint8Array }
  | { kind: 'error'; error: WorkerErrorFields };
