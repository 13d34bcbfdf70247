import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { LoadingScreen } from './loading-screen';

/**
 * A page loaded when its route is first shown, so that a portal's first view downloads only
 * its own page: `lazyPage(() => import('./features/x/x-page'), 'XPage')`. The spinner shows
 * inside the portal's frame meanwhile, or `fallback` for a part of a page (`InlineLoading`).
 */
export function lazyPage<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  fallback: ReactNode = <LoadingScreen />,
): ComponentType<Props> {
  const Page = lazy(() =>
    load().then((module): { default: ComponentType<Props> } => ({ default: module[name] })),
  );
  // Component tests render the routes and query the page at once: under jest every page is
  // loaded with the routes module and drawn without Suspense (production builds drop this).
  let preloaded: ComponentType<Props> | undefined;
  if (process.env.NODE_ENV === 'test') void load().then((module) => (preloaded = module[name]));
  function LazyPage(props: Props) {
    const Preloaded = preloaded;
    if (Preloaded) return <Preloaded {...props} />;
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  }
  LazyPage.displayName = `Lazy(${name})`;
  return LazyPage;
}
