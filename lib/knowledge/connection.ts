import { createKnowledgeClient, type KnowledgeClientOptions } from './client';
import { KnowledgeError } from './errors';
import { DEMO_SOURCE_NAME } from './demo';

export interface ConnectionReport {
  ok: boolean;
  /** One sentence for the options page. */
  message: string;
  patterns?: number;
  demo?: boolean;
}

/** Asks the service for its patterns and one semantic hit: proves URL, key and both APIs work. */
export async function testConnection(options: KnowledgeClientOptions): Promise<ConnectionReport> {
  const client = createKnowledgeClient({ ...options, maxRetries: 0, timeoutMs: options.timeoutMs ?? 5000 });
  try {
    const patterns = await client.getPatterns({}, { fresh: true });
    const hits = await client.semanticSearch({ query: 'call to action button', max_results: 1, threshold: 0 }, { fresh: true });
    const demo = hits.some((h) => h.source_name === DEMO_SOURCE_NAME);
    return {
      ok: true,
      patterns: patterns.length,
      demo,
      message: `Connected to ${client.baseUrl}: ${patterns.length} patterns${demo ? ', demo catalogue (synthetic data)' : ''}.`,
    };
  } catch (error) {
    if (error instanceof KnowledgeError) return { ok: false, message: error.message };
    return { ok: false, message: `Unexpected error: ${String(error)}` };
  }
}
