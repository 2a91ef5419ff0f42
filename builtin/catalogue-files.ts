import { BUILTIN_DIR, BUILTIN_FILES } from '../lib/builtin/files';

/** What opening the built-in catalogue reads, its fetches (and compilation) already under way. */
export interface CatalogueFiles {
  manifest: Promise<unknown>;
  database: Promise<Blob>;
  wordVectors: Promise<ArrayBuffer>;
  /** PGlite's WebAssembly, compiled, and its file-system bundle; when absent PGlite fetches its own. */
  pglite?: Promise<{ wasmModule: WebAssembly.Module; fsBundle: Blob }>;
}

/** Where PGlite's own files are in the package (the build emits them; see catalogue-worker.ts). */
export interface PgliteAssets {
  wasm: string;
  fsBundle: string;
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} is missing from the extension package (HTTP ${response.status}); rebuild the extension`);
  return response;
}

/**
 * Starts every fetch the opening needs, at once and in parallel, with no database code loaded:
 * the catalogue's files and, given their URLs, PGlite's WebAssembly (compiled as it streams in)
 * and file-system bundle, which PGlite itself would only start fetching once its code has loaded.
 */
export function fetchCatalogueFiles(assetUrl: (path: string) => string, pglite?: PgliteAssets): CatalogueFiles {
  const file = (name: string) => assetUrl(`/${BUILTIN_DIR}/${name}`);
  const files: CatalogueFiles = {
    manifest: fetchOk(file(BUILTIN_FILES.manifest)).then((r) => r.json() as Promise<unknown>),
    // Typed as gzip, so PGlite unpacks it without first trying it as a plain tar.
    database: fetchOk(file(BUILTIN_FILES.database)).then(async (r) => new Blob([await r.blob()], { type: 'application/x-gzip' })),
    wordVectors: fetchOk(file(BUILTIN_FILES.wordVectors)).then((r) => r.arrayBuffer()),
    ...(pglite && {
      pglite: Promise.all([WebAssembly.compileStreaming(fetchOk(pglite.wasm)), fetchOk(pglite.fsBundle).then((r) => r.blob())]).then(([wasmModule, fsBundle]) => ({ wasmModule, fsBundle })),
    }),
  };
  // Whoever awaits them sees the failures; these keep an unawaited one from being reported as unhandled.
  for (const pending of [files.manifest, files.database, files.wordVectors, files.pglite]) pending?.catch(() => {});
  return files;
}
