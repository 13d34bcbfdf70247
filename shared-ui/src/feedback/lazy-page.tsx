import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';
import { PageLoadBoundary } from './page-load-boundary';
import { loadWithRetry } from './page-load-error';

/**
 * A page loaded when its route is first shown, so that a portal's first view downloads only
 * its own page: `lazyPage(() => import('./features/x/x-page'), 'XPage')`. The spinner shows
 * inside the portal's frame meanwhile, or `fallback` for a part of a page (`InlineLoading`).
 * A page whose code cannot be fetched, even on a second try, says that a new version is
 * available, with a Reload button, in the same place.
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  fallback: ReactNode = <LoadingScreen />,
): ComponentType<Props> {
  const Page = lazy(() =>
    loadWithRetry(load).then((module): { default: ComponentType<Props> } => ({
      default: module[name],
    })),
  );
  // Component tests render the routes and query the page at once: under jest every page is
  // loaded with the routes module and drawn without Suspense (production builds drop this).
  let preloaded: ComponentType<Props> | undefined;
  if (process.env.NODE_ENV === 'test') {
    void load().then(
      (module) => (preloaded = module[name]),
      () => undefined, // a test of a failing load sees it through the lazy page
    );
  }
  function LazyPage(props: Props) {
    const Preloaded = preloaded;
    if (Preloaded) return <Preloaded {...props} />;
    return (
      <PageLoadBoundary>
        <Suspense fallback={fallback}>
          <Page {...props} />
        </Suspense>
      </PageLoadBoundary>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
