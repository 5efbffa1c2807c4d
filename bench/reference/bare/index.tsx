// The bare weight reference (information only, docs/adr/0401): a plain React + Fluent UI page, no
// federation, no router, no i18n, no state library. What a single-page app needs at least to show
// the portal's sign-in screen.
import { FluentProvider } from '@fluentui/react-provider';
import { weatherTheme } from '@weather/ui';
import { createRoot } from 'react-dom/client';
import { ReferenceLoginPage } from './ReferenceLoginPage';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <FluentProvider theme={weatherTheme} style={{ minHeight: '100vh' }}>
    <ReferenceLoginPage />
  </FluentProvider>,
);
