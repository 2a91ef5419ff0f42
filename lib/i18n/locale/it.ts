import messages from '../../../public/_locales/it/messages.json';
import { it as audit } from '../audit/it';
import { IT_PHRASES as phrases } from '../phrases/it';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
