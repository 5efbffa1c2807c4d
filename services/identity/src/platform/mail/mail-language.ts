/** The languages the mail templates are written in; English is the fallback. */
export const MAIL_LANGUAGES = ['en', 'it'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A language tag as browsers and the portal send it ("it", "it-IT", "en-GB") to a template language. */
export function toMailLanguage(tag: string | null | undefined): MailLanguage {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return MAIL_LANGUAGES.find((language) => language === primary) ?? 'en';
}
