import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { withRetries } from './with-retries';

/** The resets of the lazy components whose code did not arrive, for the next Retry. */
const failed = new Set<() => void>();

/**
 * React.lazy for the shell's own chunks, tried 3 times (webpack fetches a failed chunk afresh on the
 * next import). React.lazy keeps a failure for good, so after one the component swaps in a new lazy
 * when `retryFailedChunks` is called (the ChunkBoundary's Retry): no reload, no storm.
 */
export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, options: { delaysMs?: readonly number[] } = {}): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>> = create();

  function create(): LazyExoticComponent<ComponentType<P>> {
    return lazy(() =>
      withRetries(load, options).catch((error: unknown) => {
        failed.add(reset);
        throw error;
      }),
    );
  }

  function reset(): void {
    failed.delete(reset);
    current = create();
  }

  function RetryableLazy(props: P) {
    const Current = current as ComponentType<P>;
    return <Current {...props} />;
  }
  return RetryableLazy;
}

/** Lets every lazy component whose code failed try again at its next render. */
export function retryFailedChunks(): void {
  for (const reset of [...failed]) reset();
}
