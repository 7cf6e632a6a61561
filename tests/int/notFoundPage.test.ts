import { describe, expect, it } from 'vitest'
import { baseUrl } from './helpers'

/** A missing page as a crawler or a visitor without JavaScript gets it: the HTML of the response. */
async function html(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' })
  return { status: response.status, type: response.headers.get('content-type') ?? '', html: await response.text() }
}

/** The visible text of the server-rendered HTML (scripts, which hold React's payload, left out). */
const visibleText = (page: string) =>
  page
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

const cases = [
  { path: '/ei-ole-olemassa', lang: 'fi', title: 'Sivua ei löytynyt', line: '404 – Sivua ei löydy', nav: 'Päävalikko' },
  { path: '/en/no-such-page', lang: 'en', title: 'Page not found', line: '404 – Page Not Found', nav: 'Main navigation' },
  { path: '/sv/finns-inte', lang: 'sv', title: 'Sidan hittades inte', line: '404 – Sidan hittades inte', nav: 'Huvudnavigering' },
  { path: '/artikkelit/ei-tallaista-artikkelia', lang: 'fi', title: 'Sivua ei löytynyt', line: '404 – Sivua ei löydy', nav: 'Päävalikko' },
  { path: '/en/articles/no-such-article', lang: 'en', title: 'Page not found', line: '404 – Page Not Found', nav: 'Main navigation' },
  { path: '/xx/yy', lang: 'fi', title: 'Sivua ei löytynyt', line: '404 – Sivua ei löydy', nav: 'Päävalikko' },
  { path: '/sv/xx/yy', lang: 'sv', title: 'Sidan hittades inte', line: '404 – Sidan hittades inte', nav: 'Huvudnavigering' },
]

describe('the 404 page is rendered on the server', () => {
  it.each(cases)('$path answers 404 with the $lang page, header and footer', async ({ path, lang, title, line, nav }) => {
    const first = await html(path)
    expect(first.status).toBe(404)
    expect(first.type).toContain('text/html')
    expect(first.html).toMatch(new RegExp(`<html lang="${lang}"`))
    expect(first.html).not.toContain('__next_error__')
    expect(first.html).toMatch(new RegExp(`<title>${title} \\| Kuusirinne Resort</title>`))
    expect(first.html).toMatch(/<meta name="robots" content="noindex/)
    expect(first.html).toMatch(/<header class="site-header"/)
    expect(first.html).toMatch(new RegExp(`<nav class="primary-nav" aria-label="${nav}"`))
    expect(first.html).toMatch(/<main id="main-content"/)
    expect(first.html).toMatch(/<footer class="site-footer"/)
    const text = visibleText(first.html)
    expect(text).toContain(title)
    expect(text).toContain(line)
    // The second visit comes from the page cache and must be the same page, still a 404.
    const again = await html(path)
    expect(again.status).toBe(404)
    expect(visibleText(again.html)).toContain(line)
  })

  it('answers a missing file outside the language routing with the Finnish 404 page', async () => {
    const { status, html: page } = await html('/ei-ole-kuvaa.png')
    expect(status).toBe(404)
    expect(page).toMatch(/<html lang="fi"/)
    expect(visibleText(page)).toContain('404 – Sivua ei löydy')
  })
})
