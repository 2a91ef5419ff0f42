/**
 * Panel and options page → background: the requests and what each answers with.
 * Only extension pages load this file; see ./messaging.ts for the rest. zod/mini, as everywhere the
 * extension loads: full zod's chained methods cannot be left out of a bundle, and its 90 KB made a
 * third of the panel's script, read again at every opening.
 */
import * as z from 'zod/mini';
import {
  BrowseQuerySchema,
  KeywordQuerySchema,
  PatternQuerySchema,
  SemanticQuerySchema,
  ServiceConfigSchema,
  TestIdSchema,
} from './knowledge/requests';
import { AbTestSchema, KeywordHitSchema, PatternSchema, SemanticHitSchema } from './knowledge/schemas';
import { channel, HighlightModeSchema, PageSnapshotSchema, ResultEnvelopeSchema, type Result } from './messaging';

/** A string holding JSON, parsed (the schema piped after it checks what it holds). */
const jsonText = (what: string) =>
  z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.issues.push({ code: 'custom', message: `${what}: not JSON`, input: text });
        return z.NEVER;
      }
    }),
  );

const tabId = z.int().check(z.nonnegative());
const index = z.int().check(z.nonnegative());

export const PanelRequestSchema = z.discriminatedUnion('type', [
  z.object({ channel, type: z.literal('page:sections'), tabId }),
  z.object({ channel, type: z.literal('page:highlight'), tabId, index, mode: HighlightModeSchema }),
  z.object({ channel, type: z.literal('page:clear'), tabId, mode: z.optional(HighlightModeSchema) }),
  z.object({ channel, type: z.literal('knowledge:patterns'), query: PatternQuerySchema }),
  z.object({ channel, type: z.literal('knowledge:semantic'), query: SemanticQuerySchema }),
  // A section's questions in one message: each message costs a trip through Firefox's parent process.
  z.object({ channel, type: z.literal('knowledge:semantic-batch'), queries: z.array(SemanticQuerySchema).check(z.minLength(1), z.maxLength(32)) }),
  z.object({ channel, type: z.literal('knowledge:keyword'), query: KeywordQuerySchema }),
  z.object({ channel, type: z.literal('knowledge:browse'), query: BrowseQuerySchema }),
  z.object({ channel, type: z.literal('knowledge:test'), id: TestIdSchema }),
  z.object({ channel, type: z.literal('knowledge:demo') }),
  z.object({ channel, type: z.literal('service:test'), config: ServiceConfigSchema }),
  z.object({ channel, type: z.literal('builtin:warm') }),
]);
export type PanelRequest = z.input<typeof PanelRequestSchema>;
export type PanelRequestType = PanelRequest['type'];

/** What each request answers with when it succeeds. */
export const PanelResponseData = {
  /** The page read, with the tests the background already had for its sections (lib/extension/known-answers.ts). */
  'page:sections': z.object({
    ...PageSnapshotSchema.shape,
    /** JSON text (see packKnownAnswers). */
    known: z.optional(
      z.pipe(
        jsonText('known answers'),
        z.object({
          service: z.string(),
          threshold: z.number(),
          maxResults: z.number(),
          tests: z.record(z.string(), z.array(SemanticHitSchema)),
          called: z.record(z.string(), z.array(z.string())),
        }),
      ),
    ),
  }),
  'page:highlight': z.object({ found: z.boolean() }),
  'page:clear': z.object({ cleared: z.boolean() }),
  'knowledge:patterns': z.array(PatternSchema),
  'knowledge:semantic': z.array(SemanticHitSchema),
  /** One list of hits per query, in the order asked. */
  'knowledge:semantic-batch': z.array(z.array(SemanticHitSchema)),
  'knowledge:keyword': z.array(KeywordHitSchema),
  'knowledge:browse': z.array(AbTestSchema),
  'knowledge:test': z.nullable(AbTestSchema),
  'knowledge:demo': z.boolean(),
  'service:test': z.object({ ok: z.boolean(), message: z.string(), demo: z.optional(z.boolean()) }),
  /** True when the built-in catalogue is the service and is open; false when another service is chosen. */
  'builtin:warm': z.boolean(),
} satisfies Record<PanelRequestType, z.core.$ZodType>;
export type PanelResponseOf<T extends PanelRequestType> = z.output<(typeof PanelResponseData)[T]>;

/** Checks an answer from the background against the schema of its request type. */
export function parseResponse<T extends PanelRequestType>(type: T, reply: unknown): Result<PanelResponseOf<T>> {
  const envelope = ResultEnvelopeSchema.safeParse(reply);
  if (!envelope.success) {
    return { ok: false, error: { kind: 'bad_message', message: `The extension's background worker sent no valid answer to ${type}. Reload the extension and try again.` } };
  }
  if (!envelope.data.ok) return envelope.data;
  const data = z.safeParse(PanelResponseData[type], envelope.data.data);
  if (!data.success) {
    return { ok: false, error: { kind: 'bad_message', message: `The answer to ${type} has an unexpected shape. Reload the extension and try again.` } };
  }
  return { ok: true, data: data.data as PanelResponseOf<T> };
}
