import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface InviteValues {
  /** The invited person's first name, when known; typed by people, so it is escaped like any value. */
  readonly firstName: string | null;
  /** The portal's /verify/{token} address, where the password is chosen. */
  readonly link: string;
}

const CONTENT: Record<MailLanguage, (values: InviteValues) => MailContent> = {
  en: ({ firstName, link }) => ({
    subject: 'Welcome to your Weather account',
    paragraphs: [firstName ? `Hello ${firstName},` : 'Hello,', 'A Weather account has been created for you. Choose a password to start using it.'],
    action: { label: 'Set your password', url: link },
    closing: ['The link can be used once.', 'If you were not expecting this email, you can ignore it.'],
  }),
  it: ({ firstName, link }) => ({
    subject: 'Benvenuto nel tuo account Weather',
    paragraphs: [firstName ? `Ciao ${firstName},` : 'Ciao,', 'È stato creato per te un account Weather. Scegli una password per iniziare a usarlo.'],
    action: { label: 'Imposta la password', url: link },
    closing: ['Il link si può usare una sola volta.', 'Se non aspettavi questa email, puoi ignorarla.'],
  }),
};

/** The invitation (or welcome again) with the link that sets the first password. */
export function inviteMail(language: MailLanguage, values: InviteValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
