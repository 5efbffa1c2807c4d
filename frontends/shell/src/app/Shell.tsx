import { PortalProviders } from '@weather/ui';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from '@weather/ui/router';
import type { RootStore } from '../stores/RootStore';
import { StoresProvider } from '../stores/stores-context';
import { type ShellServices, ShellServicesProvider } from './shell-services';
import { ShellApp } from './ShellApp';

interface ShellProps {
  i18n: I18n;
  rootStore: RootStore;
  services: ShellServices;
}

/** The whole portal: providers, router and the shell's routes. */
export function Shell({ i18n, rootStore, services }: ShellProps) {
  return (
    <PortalProviders i18n={i18n}>
      <StoresProvider rootStore={rootStore}>
        <ShellServicesProvider services={services}>
          <BrowserRouter>
            <ShellApp />
          </BrowserRouter>
        </ShellServicesProvider>
      </StoresProvider>
    </PortalProviders>
  );
}
