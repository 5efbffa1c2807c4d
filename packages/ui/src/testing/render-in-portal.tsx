import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { createI18n } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';
import { NotificationsHost } from '../notifications/NotificationsHost';
import { PortalProviders } from '../providers/PortalProviders';

export interface RenderInPortalOptions extends Omit<RenderOptions, 'wrapper'> {
  language?: Language;
  /** An existing instance, e.g. one that already holds an app's namespace. */
  i18n?: I18n;
}

/** Renders a component the way the portal frames it: theme, i18n (English by default), toaster. */
export function renderInPortal(ui: ReactElement, options: RenderInPortalOptions = {}): RenderResult & { i18n: I18n } {
  const { language = 'en', i18n = createI18n({ language, storage: null, document: null }), ...renderOptions } = options;
  const result = render(ui, {
    ...renderOptions,
    wrapper: ({ children }) => (
      <PortalProviders i18n={i18n}>
        {children}
        <NotificationsHost />
      </PortalProviders>
    ),
  });
  return { ...result, i18n };
}
