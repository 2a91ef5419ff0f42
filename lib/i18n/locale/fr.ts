import messages from '../../../public/_locales/fr/messages.json';
import { fr as audit } from '../audit/fr';
import { FR_PHRASES as phrases } from '../phrases/fr';
import type { LocaleTables } from '../tables';

/** Every table of one language, as one module (one chunk in the extension, loaded on demand). */
export const tables: LocaleTables = { messages, phrases, audit };
