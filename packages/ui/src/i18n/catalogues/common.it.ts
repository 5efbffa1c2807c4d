import type { Catalogue } from '../catalogue';
import type { commonEn } from './common';

/** The `common` namespace in Italian: its own module, so a page in English does not download it (issue 32). */
export const commonIt: Catalogue<typeof commonEn> = {
  language: {
    label: 'Lingua',
    en: 'English',
    it: 'Italiano',
  },
  notifications: {
    label: 'Notifiche',
    dismiss: 'Chiudi',
  },
  loading: 'Caricamento…',
  recoveryCodes: {
    listLabel: 'I tuoi codici di recupero',
    copy: 'Copia i codici',
    copied: 'I codici sono stati copiati.',
    download: 'Scarica i codici',
    fileName: 'codici-di-recupero-weather.txt',
  },
  passwordInput: {
    show: 'Mostra password',
    hide: 'Nascondi password',
  },
  passwordStrength: {
    label: 'Robustezza della password',
    checking: 'Verifica della robustezza della password…',
    tooShort: 'Minimo {{count}} caratteri',
    words: {
      compromised: 'compromessa',
      weak: 'debole',
      okay: 'discreta',
      good: 'buona',
      strong: 'forte',
      stronger: 'molto forte',
    },
  },
};
