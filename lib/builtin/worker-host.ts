import type { CatalogueFiles } from './catalogue-files';
import { builtinHost } from './host';
import { WireRequestSchema, type WireResponse } from './transport';

const failure = (status: number, code: string, message: string): WireResponse => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({ code, message, details: null, hint: 'Reload the extension.' }),
});

/** The catalogue's host as the worker runs it: requests checked here, as they come from a message. */
export function workerHost(assetUrl: (path: string) => string, loadFiles: () => CatalogueFiles) {
  const host = builtinHost(assetUrl, undefined, loadFiles);
  return {
    async serve(request: unknown): Promise<WireResponse> {
      const parsed = WireRequestSchema.safeParse(request);
      if (!parsed.success) return failure(400, 'BAD_REQUEST', `Not a request for the built-in catalogue: ${parsed.error.message}`);
      try {
        return await host.serve(parsed.data);
      } catch (error) {
        return failure(500, 'PGRST000', `The built-in catalogue failed to answer: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}
