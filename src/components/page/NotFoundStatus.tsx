import { notFound } from 'next/navigation'
import { Suspense } from 'react'
import { KeepRenderedPage } from './KeepRenderedPage'

function Thrower(): never {
  notFound()
}

/**
 * Makes the response a 404 while the page around it renders on the server. Next 16 cannot render a
 * not-found boundary into HTML when a page throws `notFound()` outside a Suspense boundary: the
 * server answers an empty error document (no `lang`, no header, text only in the script payload),
 * which crawlers and visitors without JavaScript see as a blank page. Thrown inside a Suspense
 * boundary, the prerender keeps everything outside it, takes the 404 status (and a `noindex` tag),
 * and caches it like any page. In the browser the same error reaches the payload again;
 * KeepRenderedPage catches it there, so the page rendered around it (NotFoundView) stays, instead
 * of the layout's plain not-found boundary replacing it.
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <KeepRenderedPage>
        <Thrower />
      </KeepRenderedPage>
    </Suspense>
  )
}
