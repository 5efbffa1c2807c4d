import type { Catalogues } from '@weather/ui';

/** Every text of the account remote, namespace `account` (docs/adr/0302-i18n-catalogues.md). */
const en = {
  profile: {
    title: 'Profile',
    tabs: {
      label: 'Profile sections',
      editProfile: 'Edit profile',
      changePassword: 'Change password',
    },
    fields: {
      firstName: 'First name',
      lastName: 'Last name',
      jobTitle: 'Job title',
      email: 'Email',
      phone: 'Contact phone',
      timezone: 'Time zone',
    },
    timezone: {
      placeholder: 'Type to search time zones',
      loading: 'Loading time zones…',
      noMatch: 'No time zone matches',
      narrow: 'Keep typing to see more time zones',
      failed: 'Time zones could not be loaded',
    },
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    updated: 'Profile Updated',
    notUpdated: 'Profile not updated',
    changePasswordSoon: 'Changing your password from this page comes with a later update.',
  },
  standalone: {
    title: 'Account',
    signInFirst: 'Sign in on the portal first, then reload this page.',
    openPortal: 'Open the portal',
    checking: 'Checking your session…',
    failed: 'The account app could not start. Check your connection and try again.',
  },
} as const;

export const accountCatalogues: Catalogues<typeof en> = {
  en,
  it: {
    profile: {
      title: 'Profilo',
      tabs: {
        label: 'Sezioni del profilo',
        editProfile: 'Modifica profilo',
        changePassword: 'Cambia password',
      },
      fields: {
        firstName: 'Nome',
        lastName: 'Cognome',
        jobTitle: 'Ruolo',
        email: 'Email',
        phone: 'Telefono di contatto',
        timezone: 'Fuso orario',
      },
      timezone: {
        placeholder: 'Scrivi per cercare un fuso orario',
        loading: 'Caricamento dei fusi orari…',
        noMatch: 'Nessun fuso orario corrisponde',
        narrow: 'Continua a scrivere per vedere altri fusi orari',
        failed: 'Non è stato possibile caricare i fusi orari',
      },
      cancel: 'Annulla',
      save: 'Salva',
      saving: 'Salvataggio…',
      updated: 'Profilo aggiornato',
      notUpdated: 'Profilo non aggiornato',
      changePasswordSoon: 'La modifica della password da questa pagina arriverà con un prossimo aggiornamento.',
    },
    standalone: {
      title: 'Account',
      signInFirst: 'Accedi prima dal portale, poi ricarica questa pagina.',
      openPortal: 'Apri il portale',
      checking: 'Verifica della sessione…',
      failed: "L'app account non è riuscita ad avviarsi. Controlla la connessione e riprova.",
    },
  },
};

export const ACCOUNT_NAMESPACE = 'account';
