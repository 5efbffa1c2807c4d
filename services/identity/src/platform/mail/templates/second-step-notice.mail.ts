import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface SecondStepNoticeValues {
  readonly firstName: string;
  /** The address the first step came from, as the service saw it; null when unknown. */
  readonly ip: string | null;
  /** The portal's address, where the user changes their password. */
  readonly portalUrl: string;
}

const CONTENT: Record<MailLanguage, (values: SecondStepNoticeValues) => MailContent> = {
  en: ({ firstName, ip, portalUrl }) => ({
    subject: 'Someone entered your Weather password',
    paragraphs: [
      `Hello ${firstName},`,
      `Your password (or a code we emailed you) was just entered${ip ? ` from the address ${ip}` : ''}, but the second step of the sign-in was not completed.`,
      'If this was you, there is nothing to do. If it was not, someone knows your password: change it now.',
    ],
    action: { label: 'Open your Weather account', url: portalUrl },
    closing: ['Without your second step, nobody can sign in to your account with the password alone.'],
  }),
  it: ({ firstName, ip, portalUrl }) => ({
    subject: 'Qualcuno ha inserito la tua password Weather',
    paragraphs: [
      `Ciao ${firstName},`,
      `La tua password (o un codice che ti abbiamo inviato via email) è stata appena inserita${ip ? ` dall'indirizzo ${ip}` : ''}, ma il secondo passaggio dell'accesso non è stato completato.`,
      'Se sei stato tu, non devi fare nulla. Altrimenti qualcuno conosce la tua password: cambiala subito.',
    ],
    action: { label: 'Apri il tuo account Weather', url: portalUrl },
    closing: ['Senza il tuo secondo passaggio nessuno può accedere al tuo account con la sola password.'],
  }),
};

/** The notice of a first step whose second step failed (issue 29): the password may be known to someone. */
export function secondStepNoticeMail(language: MailLanguage, values: SecondStepNoticeValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
