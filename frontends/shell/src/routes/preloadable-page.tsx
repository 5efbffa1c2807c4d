import { useState, type ComponentType } from 'react';
import { retryableLazy } from '../chunks/retryable-lazy';
import { withRetries } from '../chunks/with-retries';

type PageModule = { default: ComponentType };

export interface PreloadablePage {
  /** The route element's component: the page itself once its code is here, else a lazy one. */
  Page: ComponentType;
  /** Starts fetching the page's code; all callers share one download, a failed one is tried again. */
  preload(): Promise<PageModule>;
}

/**
 * React.lazy for a page that is fetched ahead of its first visit. A lazy page suspends on its first
 * render even when its code has arrived, and React holds a revealed Suspense boundary back until
 * 300 ms after its fallback appeared (its fallback throttle), so the page, and whatever its effects
 * start, would be 300 ms late on every first visit (docs/performance.md, scenario 5). Once preloaded,
 * `Page` renders the page at once, without suspending.
 */
export function preloadablePage(load: () => Promise<PageModule>, options: { delaysMs?: readonly number[] } = {}): PreloadablePage {
  let loaded: ComponentType | null = null;
  let loading: Promise<PageModule> | null = null;

  function preload(): Promise<PageModule> {
    // Tried 3 times (chunks/with-retries.ts) before a preload fails; the next preload starts afresh.
    loading ??= withRetries(load, options).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  const LazyPage = retryableLazy(preload);

  function Page() {
    // Chosen once per mount: going from the lazy wrapper to the page itself would remount the page.
    const [Component] = useState<ComponentType>(() => loaded ?? LazyPage);
    return <Component />;
  }

  return { Page, preload };
}
