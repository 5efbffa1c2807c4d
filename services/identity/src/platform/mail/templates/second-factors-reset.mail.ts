import type { MailLanguage } from '../mail-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-content';

export interface SecondFactorsResetValues {
  readonly firstName: string;
  /** Who reset them: the enterprise's name, or null for the product's own administrators. */
  readonly enterpriseName: string | null;
  /** The portal's address, where the user signs in (and adds a new method). */
  readonly portalUrl: string;
}

const CONTENT: Record<MailLanguage, (values: SecondFactorsResetValues) => MailContent> = {
  en: ({ firstName, enterpriseName, portalUrl }) => ({
    subject: 'Your two-step sign-in methods were removed',
    paragraphs: [
      `Hello ${firstName},`,
      `${enterpriseName ? `An administrator of ${enterpriseName}` : 'A Weather administrator'} removed every two-step sign-in method of your Weather account: authenticator apps, passkeys and recovery codes.`,
      'You now sign in with your password or an emailed code alone. If your organisation requires two-step sign-in, you will add a new method at your next sign-in; otherwise you can add one under Security in your account.',
    ],
    action: { label: 'Open your Weather account', url: portalUrl },
    closing: ['If you did not ask for this, contact your administrator and change your password.'],
  }),
  it: ({ firstName, enterpriseName, portalUrl }) => ({
    subject: 'I tuoi metodi di accesso in due passaggi sono stati rimossi',
    paragraphs: [
      `Ciao ${firstName},`,
      `${enterpriseName ? `Un amministratore di ${enterpriseName}` : 'Un amministratore di Weather'} ha rimosso tutti i metodi di accesso in due passaggi del tuo account Weather: app di autenticazione, passkey e codici di recupero.`,
      "Ora accedi solo con la password o con un codice ricevuto via email. Se la tua organizzazione richiede l'accesso in due passaggi, aggiungerai un nuovo metodo al prossimo accesso; altrimenti puoi aggiungerne uno in Sicurezza nel tuo account.",
    ],
    action: { label: 'Apri il tuo account Weather', url: portalUrl },
    closing: ['Se non lo hai chiesto tu, contatta il tuo amministratore e cambia la password.'],
  }),
};

/** Tells a user that an administrator removed all their second factors (issue 29). */
export function secondFactorsResetMail(language: MailLanguage, values: SecondFactorsResetValues): RenderedMail {
  return renderMail(CONTENT[language](values), language);
}
