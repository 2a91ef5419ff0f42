import { DE } from './de.ts';
import { ES } from './es.ts';
import { FR } from './fr.ts';
import type { GlossarySource } from './glossary-schema.ts';
import { IT } from './it.ts';
import { NL } from './nl.ts';
import { PT } from './pt.ts';

/** The languages a question may be asked in besides English, each with its glossary. */
export const GLOSSARY_SOURCES: GlossarySource[] = [DE, FR, ES, IT, PT, NL];
