import type { Language, LanguageTexts } from '@weather/ui/languages';
import { SHELL_NAMESPACE } from './shell-catalogues';

/** The shell's namespace in a language other than English: its own chunk (English is in the page). */
export async function loadShellTexts(language: Language): Promise<LanguageTexts> {
  if (language === 'en') return {};
  const { shellIt } = await import('./shell-catalogues.it');
  return { [SHELL_NAMESPACE]: shellIt };
}
