import { z } from 'zod';

const phrase = z.string().trim().min(2, 'a phrase needs at least two characters').max(80, 'keep phrases under 80 characters');

/** One concept of the conversion vocabulary. */
export const VocabularyConceptSchema = z
  .object({
    /** The concept's name, unique in the vocabulary (lower case). */
    concept: z.string().trim().min(2).regex(/^[a-z0-9' -]+$/, 'concept names are lower-case words'),
    /** How catalogue records name it: added to a question that mentions the concept. */
    terms: z.array(phrase).min(1, 'give at least one catalogue term'),
    /** How people say it: added to the vector of a record that names the concept. */
    paraphrases: z.array(phrase).min(1, 'give at least one everyday paraphrase'),
  })
  .strict();
export type VocabularyConcept = z.infer<typeof VocabularyConceptSchema>;

export const VocabularySchema = z.array(VocabularyConceptSchema).superRefine((concepts, ctx) => {
  const seen = new Set<string>();
  concepts.forEach((c, i) => {
    if (seen.has(c.concept)) ctx.addIssue({ code: 'custom', path: [i, 'concept'], message: `concept "${c.concept}" appears twice: merge the two entries` });
    seen.add(c.concept);
  });
});
