import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { databaseErrorFields } from '../http/errors';
import type { HybridSearchArgs } from '../semantic/hybrid-query';
import { pgliteHybridSearch } from '../semantic/pglite-hybrid-search';
import type { SearchWorkerData, SearchWorkerMessage, WorkerErrorFields } from './protocol';
import { copyDataDir, REPLICA_START_PARAMS } from './replica';

/**
 * One search worker (started by search-pool.ts): its own PGlite over its own copy of the
 * catalogue, answering the pool's hybrid_search calls one at a time, as `anon` like the primary.
 */
const port = parentPort!;
const { source, replica } = (workerData as { data: SearchWorkerData }).data;
const post = (message: SearchWorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

/** A Postgres error's fields as plain data (an Error's own fields do not survive postMessage). */
function errorFields(error: unknown): WorkerErrorFields {
  const fields = databaseErrorFields(error);
  return { ...fields, message: fields.message ?? String(error) };
}

async function open(): Promise<PGlite> {
  copyDataDir(source, replica);
  const pg = await PGlite.create({ dataDir: replica, extensions: { vector }, startParams: REPLICA_START_PARAMS });
  await pg.exec('set role anon');
  return pg;
}

open().then(
  (pg) => {
    const search = pgliteHybridSearch(pg);
    port.on('message', (args: HybridSearchArgs) => {
      search(args).then(
        ({ json }) => post({ kind: 'answer', json }, [json.buffer as ArrayBuffer]),
        (error: unknown) => post({ kind: 'error', error: errorFields(error) }),
      );
    });
    post({ kind: 'ready' });
  },
  (error: unknown) => post({ kind: 'open-failed', message: error instanceof Error ? error.message : String(error) }),
);
