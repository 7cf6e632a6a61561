'use client'

/**
 * Last resort when even the site's layout fails: no translations can load, so the page speaks all
 * three languages and links to the landing page (docs/messages.md#pages-that-fail, generic error page).
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fi">
      <body style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '4rem auto', padding: '0 1rem', lineHeight: 1.5 }}>
        <main>
          <h1>Jokin meni pieleen</h1>
          <p>Palvelinvirhe (500). Yritä hetken kuluttua uudelleen.</p>
          <p lang="en">Something went wrong (server error 500). Please try again in a moment.</p>
          <p lang="sv">Något gick fel (serverfel 500). Försök igen om en stund.</p>
          <p>
            <a href="/">Etusivulle · Front page · Startsidan</a>
          </p>
          <p>
            <button type="button" onClick={reset}>
              Yritä uudelleen · Try again · Försök igen
            </button>
          </p>
        </main>
      </body>
    </html>
  )
}
