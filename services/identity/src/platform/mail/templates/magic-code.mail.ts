import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface MagicCodeValues {
  readonly code: string;
  readonly validMinutes: number;
}

const CONTENT: Record<MailLanguage, (values: MagicCodeValues) => MailContent> = {
  en: ({ code, validMinutes }) => ({
    subject: `Your Weather account code: ${code}`,
    paragraphs: ['Use this code to sign in to your Weather account:'],
    code,
    closing: [`The code is valid for ${validMinutes} minutes and can be used once.`, 'If you did not ask for it, you can ignore this email.'],
  }),
  it: ({ code, validMinutes }) => ({
    subject: `Il codice del tuo account Weather: ${code}`,
    paragraphs: ['Usa questo codice per accedere al tuo account Weather:'],
    code,
    closing: [`Il codice è valido per ${validMinutes} minuti e si può usare una sola volta.`, 'Se non lo hai richiesto, puoi ignorare questa email.'],
  }),
};

/** The magic code message: sign-in by code and verification of an email address. */
export function magicCodeMail(language: MailLanguage, values: MagicCodeValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
