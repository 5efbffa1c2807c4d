import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface PasswordResetValues {
  /** The portal's /verify/{token} address. */
  readonly link: string;
}

const CONTENT: Record<MailLanguage, (values: PasswordResetValues) => MailContent> = {
  en: ({ link }) => ({
    subject: 'Reset your Weather account password',
    paragraphs: ['Someone, hopefully you, asked to reset the password of your Weather account.'],
    action: { label: 'Choose a new password', url: link },
    closing: ['The link can be used once.', 'If you did not ask for it, you can ignore this email: your password stays as it is.'],
  }),
  it: ({ link }) => ({
    subject: 'Reimposta la password del tuo account Weather',
    paragraphs: ['Qualcuno, speriamo tu, ha chiesto di reimpostare la password del tuo account Weather.'],
    action: { label: 'Scegli una nuova password', url: link },
    closing: ['Il link si può usare una sola volta.', 'Se non lo hai richiesto, puoi ignorare questa email: la password resta quella di prima.'],
  }),
};

/** The forgot-password message with its reset link. */
export function passwordResetMail(language: MailLanguage, values: PasswordResetValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
