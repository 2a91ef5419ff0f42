import messages from '../../../public/_locales/nl/messages.json';
import { nl as audit } from '../audit/nl';
import { NL_PHRASES as phrases } from '../phrases/nl';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
