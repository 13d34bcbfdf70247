import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';
import { PageLoadBoundary } from './page-load-boundary';
import { loadWithRetry } from './page-load-error';
import { recordServerRenderedPage, registerLazyPage } from './lazy-page-registry';

// Set by the server's script in a server-rendered page (docs/decisions.md, "Server rendering"):
// React hydrates each Suspense boundary in a pass of its own, so each page says when it is
// hydrated; once all the server drew have, the script puts back what was typed meanwhile and
// sends a form submitted meanwhile.
type WithHydrationHook = { __afterHydration?: (name: string) => void };

function Hydrated({ name, children }: { name: string; children: ReactNode }) {
  useEffect(() => (window as WithHydrationHook).__afterHydration?.(name), [name]);
  return children;
}

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
  // Once loaded, the page draws without suspending: a server-rendered page is hydrated in one
  // pass after its pages were preloaded (`preloadLazyPages`), keeping what was typed meanwhile.
  let loaded: ComponentType<Props> | undefined;
  const loadPage = () =>
    loadWithRetry(load).then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Page = lazy(() => loadPage().then((component) => ({ default: component })));
  registerLazyPage(name, loadPage);
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
    // Chosen once: switching from the lazy wrapper to the loaded page would remount the page.
    const [Drawn] = useState<ComponentType<Props>>(() => loaded ?? Page);
    const Preloaded = preloaded;
    if (Preloaded) return <Preloaded {...props} />;
    recordServerRenderedPage(name);
    return (
      <PageLoadBoundary>
        <Suspense fallback={fallback}>
          <Hydrated name={name}>
            <Drawn {...props} />
          </Hydrated>
        </Suspense>
      </PageLoadBoundary>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
