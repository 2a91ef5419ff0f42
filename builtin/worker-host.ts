import type { CatalogueFiles } from './catalogue-files';
import { builtinHost } from './host';
import { errorReply } from '../lib/builtin/channel';
import { WireRequestSchema, type WireResponse } from '../lib/builtin/transport';

/** The catalogue's host as the worker runs it: requests checked here, as they come from a message. */
export function workerHost(loadFiles: () => CatalogueFiles) {
  const host = builtinHost(loadFiles);
  return {
    async serve(request: unknown): Promise<WireResponse> {
      const parsed = WireRequestSchema.safeParse(request);
      if (!parsed.success) return errorReply(400, 'BAD_REQUEST', `Not a request for the built-in catalogue: ${parsed.error.message}`);
      try {
        return await host.serve(parsed.data);
      } catch (error) {
        return errorReply(500, 'PGRST000', `The built-in catalogue failed to answer: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
