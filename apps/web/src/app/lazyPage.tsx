import { isValidElement } from 'react';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/** A page in a chunk of its own: loaded when first rendered, or earlier by preload(). */
export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

/**
 * Like React's lazy(), but a page already loaded (preloaded) renders at once: lazy() would still
 * suspend on its first render, and React then shows the fallback for at least 300 ms. Until then
 * it suspends as lazy() does, by throwing the promise of its chunk; a chunk that failed to load
 * is thrown as that error, to the route's error element.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (page) => {
        loaded = page.default;
        return page;
      },
      (error: unknown) => {
        failed = { error };
        throw error;
      },
    ));
  function Page() {
    if (failed) throw failed.error;
    const Loaded = loaded;
    if (!Loaded) throw preload();
    return <Loaded />;
  }
  return Object.assign(Page, { preload });
}

/** A module's page: loaded together with the date pickers (in parallel, one wait). */
export function lazyModulePage(load: () => Promise<PageModule>): LazyPage {
  return lazyPage(async () => {
    const [{ default: Page }, { DatePickers }] = await Promise.all([
      load(),
      import('./DatePickers.tsx'),
    ]);
    return {
      default: function WithDatePickers() {
        return (
          <DatePickers>
            <Page />
          </DatePickers>
        );
      },
    };
  });
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && 'preload' in type;
}

/**
 * Starts loading the page(s) `pathname` shows, so that their chunks arrive while the session
 * starts instead of after the first render; settles (never rejects) once they are in.
 */
export function preloadPath(routes: RouteObject[], pathname: string): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const page: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (isLazyPage(page)) loads.push(page.preload());
  }
  // A failed load is not lost: the page throws it when it renders, to the route's error element.
  return Promise.allSettled(loads).then(() => undefined);
}
