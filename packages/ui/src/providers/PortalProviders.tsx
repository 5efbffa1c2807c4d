import { FluentProvider } from '@fluentui/react-provider';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { weatherTheme } from '../theme/weather-theme';

interface PortalProvidersProps {
  i18n: I18n;
  children: ReactNode;
}

/**
 * The frame every portal page renders in: the weather theme and the i18n instance. The shell
 * renders it once; a remote renders it only when it runs on its own. The toaster is not part of it:
 * it goes with the pages that notify (<NotificationsHost />), so a page that never notifies, the
 * sign-in page first, does not download the toast component (docs/adr/0300).
 */
export function PortalProviders({ i18n, children }: PortalProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <FluentProvider theme={weatherTheme} style={{ minHeight: '100vh' }}>
        {children}
      </FluentProvider>
    </I18nextProvider>
  );
}
