import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

/**
 * zod/mini says only "Invalid input" until a language is set (full zod sets English itself): the
 * options page, the panel's search box and the background's errors quote these messages.
 * The background imports it: it answers a bad request with zod's message (lib/messaging.ts describeInvalid);
 * the options page and the search box validate with messages of their own.
 */
config(en());
