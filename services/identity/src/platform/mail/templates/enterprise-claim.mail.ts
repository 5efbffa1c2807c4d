import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface EnterpriseClaimValues {
  readonly firstName: string;
  /** Typed by an administrator, so it is escaped like any value. */
  readonly enterpriseName: string;
  /** The portal's address, where the user signs in as before. */
  readonly portalUrl: string;
}

const CONTENT: Record<MailLanguage, (values: EnterpriseClaimValues) => MailContent> = {
  en: ({ firstName, enterpriseName, portalUrl }) => ({
    subject: `Your Weather account is now managed by ${enterpriseName}`,
    paragraphs: [
      `Hello ${firstName},`,
      `${enterpriseName} has verified the domain of your email address, so your Weather account now belongs to their enterprise.`,
      "Its administrators can now disable your account, set a temporary password or sign you out. You keep signing in as before.",
    ],
    action: { label: 'Open your Weather account', url: portalUrl },
    closing: ['If you did not expect this, please contact your organisation.'],
  }),
  it: ({ firstName, enterpriseName, portalUrl }) => ({
    subject: `Il tuo account Weather è ora gestito da ${enterpriseName}`,
    paragraphs: [
      `Ciao ${firstName},`,
      `${enterpriseName} ha verificato il dominio del tuo indirizzo email, quindi il tuo account Weather ora appartiene alla sua azienda.`,
      'I suoi amministratori ora possono disattivare il tuo account, impostare una password temporanea o disconnetterti. Continui ad accedere come prima.',
    ],
    action: { label: 'Apri il tuo account Weather', url: portalUrl },
    closing: ['Se non te lo aspettavi, contatta la tua organizzazione.'],
  }),
};

/** Tells a user that an enterprise claimed their account through its verified email domain. */
export function enterpriseClaimMail(language: MailLanguage, values: EnterpriseClaimValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
