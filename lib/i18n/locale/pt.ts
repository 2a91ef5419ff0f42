import messages from '../../../public/_locales/pt/messages.json';
import { pt as audit } from '../audit/pt';
import { PT_PHRASES as phrases } from '../phrases/pt';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
