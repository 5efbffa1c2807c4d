import type { Catalogues } from '../catalogue';

/** Texts of the shared pieces in packages/ui, namespace `common`. */
const en = {
  language: {
    label: 'Language',
    en: 'English',
    it: 'Italiano',
  },
  notifications: {
    dismiss: 'Dismiss',
  },
  loading: 'Loading…',
  recoveryCodes: {
    listLabel: 'Your recovery codes',
    copy: 'Copy codes',
    copied: 'The codes were copied.',
    download: 'Download codes',
    fileName: 'weather-recovery-codes.txt',
  },
  passwordInput: {
    show: 'Show password',
    hide: 'Hide password',
  },
  passwordStrength: {
    label: 'Password strength',
    checking: 'Checking the password strength…',
    tooShort: 'Minimum {{count}} characters',
    words: {
      compromised: 'compromised',
      weak: 'weak',
      okay: 'okay',
      good: 'good',
      strong: 'strong',
      stronger: 'stronger',
    },
  },
} as const;

export const commonCatalogues: Catalogues<typeof en> = {
  en,
  it: {
    language: {
      label: 'Lingua',
      en: 'English',
      it: 'Italiano',
    },
    notifications: {
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
  },
};
