import type { Catalogues } from '../catalogue';
import { commonIt } from './common.it';

/** Texts of the shared pieces in packages/ui, namespace `common`. */
export const commonEn = {
  language: {
    label: 'Language',
    en: 'English',
    it: 'Italiano',
  },
  notifications: {
    label: 'Notifications',
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

export const commonCatalogues: Catalogues<typeof commonEn> = { en: commonEn, it: commonIt };
