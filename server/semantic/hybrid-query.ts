import { toVectorLiteral, type Calibration, type EmbeddingProvider } from '../embeddings/provider.ts';
import { contentWords } from '../embeddings/tokenize.ts';

/** How much the vocabulary's terms for a question weigh in its vector, beside the question itself. */
export const EXPANSION_WEIGHT = 0.6;

export interface QueryVectors {
  /** The question's own vector. */
  own: number[];
  /** The question's vector moved towards the catalogue terms of the concepts it names (= own without any). */
  expanded: number[];
}

export async function queryVectors(provider: EmbeddingProvider, query: string, expansion: string): Promise<QueryVectors> {
  const [own, terms] = await provider.embed(expansion ? [query, expansion] : [query]);
  if (!terms) return { own: own!, expanded: own! };
  const mixed = own!.map((x, i) => x + EXPANSION_WEIGHT * terms[i]!);
  const norm = Math.sqrt(mixed.reduce((s, x) => s + x * x, 0)) || 1;
  return { own: own!, expanded: mixed.map((x) => x / norm) };
}

/** The named arguments of public.hybrid_search, as PostgREST (supabase.rpc) and PGlite take them. */
export interface HybridSearchArgs {
  query_text: string;
  query_embedding: string;
  match_count: number;
  min_similarity: number;
  similarity_floor: number;
  similarity_ceiling: number;
  query_words: number;
  expansion_text: string | null;
  similarity_embedding: string | null;
}

export function hybridSearchArgs(input: {
  query: string;
  expansion: string;
  vectors: QueryVectors;
  maxResults: number;
  threshold: number;
  calibration: Calibration;
}): HybridSearchArgs {
  return {
    query_text: input.query,
    query_embedding: toVectorLiteral(input.vectors.expanded),
    match_count: input.maxResults,
    min_similarity: input.threshold,
    similarity_floor: input.calibration.floor,
    similarity_ceiling: input.calibration.ceiling,
    query_words: Math.max(1, contentWords(input.query).length),
    expansion_text: input.expansion || null,
    similarity_embedding: input.vectors.own === input.vectors.expanded ? null : toVectorLiteral(input.vectors.own),
  };
}
