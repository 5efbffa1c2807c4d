import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createI18n, registerCatalogues } from '@weather/ui';
import { renderInPortal } from '@weather/ui/testing';
import { Suspense } from 'react';
import { SHELL_NAMESPACE, shellCatalogues } from '../i18n/shell-catalogues';
import { ChunkBoundary } from './ChunkBoundary';
import { retryableLazy } from './retryable-lazy';

function Page() {
  return <h1>The page</h1>;
}

function renderLazy(load: jest.Mock) {
  const LazyPage = retryableLazy(load, { delaysMs: [1, 1] });
  const i18n = createI18n({ language: 'en', storage: null, document: null });
  registerCatalogues(i18n, SHELL_NAMESPACE, shellCatalogues);
  return renderInPortal(
    <ChunkBoundary>
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage />
      </Suspense>
    </ChunkBoundary>,
    { i18n },
  );
}

describe(retryableLazy.name, () => {
  it('tries a chunk 3 times before it gives up', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({ default: Page });
    renderLazy(load);
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('shows the retry message after 3 failed tries, asks no more, and loads the page on Retry', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn().mockRejectedValue(new Error('ChunkLoadError'));
    renderLazy(load);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(3);

    load.mockResolvedValue({ default: Page });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
    error.mockRestore();
  });
});
