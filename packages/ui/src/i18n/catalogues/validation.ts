import { type MessageCode, messages } from '@weather/validation';
import type { Catalogues } from '../catalogue';
import { validationIt } from './validation.it';

/**
 * Validation messages, namespace `validation`, keyed by `MessageCode`. English is the validation
 * package's own text, so the spec's words have one source; Italian must name every code (a
 * `Record<MessageCode, string>`), so a new rule cannot ship untranslated.
 */
export const validationCatalogues: Catalogues<Record<MessageCode, string>> = { en: messages, it: validationIt };
