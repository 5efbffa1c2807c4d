import { Button } from '@fluentui/react-button';
import { FluentProvider } from '@fluentui/react-provider';
import { Text } from '@fluentui/react-text';
import { weatherTheme } from '@weather/ui';
import { createRoot } from 'react-dom/client';
import { startupTextsEn as texts } from './app/startup-texts';
import { PublicPageLayout } from './layout/PublicPageLayout';

/**
 * The shell's own code did not arrive (three tries, chunks/with-retries.ts): a message and a reload
 * rather than a blank page. In English: the texts of other languages come with that code.
 */
export function showStartFailure(container: HTMLElement, error: unknown): void {
  console.error('the portal could not start', error);
  const host = document.createElement('div');
  container.replaceChildren(host);
  createRoot(host).render(
    <FluentProvider theme={weatherTheme} style={{ minHeight: '100vh' }}>
      <PublicPageLayout bar={null}>
        <Text as="p" role="alert">
          {texts.failed}
        </Text>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          {texts.retry}
        </Button>
      </PublicPageLayout>
    </FluentProvider>,
  );
}
