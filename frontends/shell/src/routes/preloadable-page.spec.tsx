import { render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { preloadablePage } from './preloadable-page';

function LauncherStandIn() {
  return <p>the page</p>;
}

const renderInSuspense = (Page: ComponentType) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Page />
    </Suspense>,
  );

describe(preloadablePage.name, () => {
  it('renders a preloaded page at once, without suspending', async () => {
    const sut = preloadablePage(() => Promise.resolve({ default: LauncherStandIn }));
    await sut.preload();

    renderInSuspense(sut.Page);

    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
  });

  it('loads a page that was not preloaded like React.lazy, behind the fallback', async () => {
    const sut = preloadablePage(() => Promise.resolve({ default: LauncherStandIn }));

    renderInSuspense(sut.Page);

    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
  });

  it('fetches the code once for the preload and the render', async () => {
    const load = jest.fn(() => Promise.resolve({ default: LauncherStandIn }));
    const sut = preloadablePage(load);

    void sut.preload();
    renderInSuspense(sut.Page);

    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a download 3 times, and a failed preload again on the next preload', async () => {
    const offline = new Error('offline');
    const load = jest
      .fn<Promise<{ default: typeof LauncherStandIn }>, []>()
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockRejectedValueOnce(offline)
      .mockResolvedValue({ default: LauncherStandIn });
    const sut = preloadablePage(load, { delaysMs: [1, 1] });

    await expect(sut.preload()).rejects.toThrow('offline');
    expect(load).toHaveBeenCalledTimes(3);
    await sut.preload();

    renderInSuspense(sut.Page);
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(4);
  });
});
