import { createElement, Fragment, lazy, Suspense, type ComponentType } from 'react'

type Loaded<P> = ComponentType<P> | { default: ComponentType<P> }
type Options = { ssr?: boolean; loading?: ComponentType<{ isLoading: boolean; pastDelay: boolean; error: null }> | null }

/**
 * next/dynamic as the browser gets it (docs/content.md#first-load-javascript; the alias is in
 * next.config.ts). The server keeps Next's own: it renders the part and puts preload hints for its
 * script into the page (and links to its stylesheet, had it one; site.css holds them all). In the
 * browser Next's version renders the same tree as this one, a lazy component (in a Suspense
 * boundary only when not rendered on the server or given a loading part), but it carries that
 * server code along: about 2.5 kB gzip in the first script of every content page, where
 * `src/components/islands.tsx` is. This is the browser half alone, rendering the same tree, so
 * hydration matches the server's HTML and its ids.
 */
export default function dynamic<P extends object>(load: () => Promise<Loaded<P>>, options: Options = {}): ComponentType<P> {
  const { ssr = true, loading: Loading = null } = options
  const Lazy = lazy(() => load().then((loaded) => ({ default: 'default' in loaded ? loaded.default : loaded })))
  function LoadableComponent(props: P) {
    const lazyPart = createElement(Lazy as ComponentType<P>, props)
    // On the server the part is the second of two children (the preload hints, then the part), and
    // useId counts that place: its ids would not match the server's if it stood alone here.
    const part = ssr ? createElement(Fragment, null, null, lazyPart) : lazyPart
    if (ssr && !Loading) return part
    return createElement(Suspense, { fallback: Loading ? createElement(Loading, { isLoading: true, pastDelay: true, error: null }) : null }, part)
  }
  return LoadableComponent
}
