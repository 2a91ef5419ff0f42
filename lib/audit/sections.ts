import * as z from 'zod/mini';
import { FACT_KINDS } from '../facts/types';
import { LABELS } from '../sections/label-order';
import type { SectionSummary } from '../sections/types';
import { BODY_MAX } from '../sections/summarize';

// zod/mini and the zod-free label list (not labels.ts's full-zod schema): this file ships in the content script, which must stay small.

/** Zod form of `SectionSummary` (lib/sections/types.ts): what the messages and a saved audit carry. */
export const RectSchema = z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() });

export const SectionFactSchema = z.object({ kind: z.enum(FACT_KINDS), value: z.string(), evidence: z.string() });

export const SectionSummarySchema = z.object({
  index: z.number().check(z.int(), z.nonnegative()),
  label: z.enum(LABELS),
  confidence: z.number().check(z.gte(0), z.lte(1)),
  evidence: z.array(z.string()),
  text: z.string(),
  rect: RectSchema,
  selector: z.string(),
  /** Older saved audits have none. */
  facts: z._default(z.array(SectionFactSchema), []),
  /** The block's words (BODY_MAX characters at most); older saved audits have none. */
  body: z.optional(z.string().check(z.maxLength(BODY_MAX))),
});

// Fail to compile if the schema and the shared contracts drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameShape: Same<z.infer<typeof SectionSummarySchema>, SectionSummary> = true;
void sameShape;
