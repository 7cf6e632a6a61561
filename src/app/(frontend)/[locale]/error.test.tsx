import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'

const params = vi.hoisted(() => ({ locale: 'fi' as string | undefined }))
vi.mock('next/navigation', () => ({ useParams: () => params }))

const { default: ErrorPage } = await import('./error')

const render = (locale?: string) => {
  params.locale = locale
  return renderToStaticMarkup(<ErrorPage error={new Error('content.message.loadFailed')} reset={() => {}} />)
}

describe('the generic error page', () => {
  it('shows the content load failure as an alert and a button back to the landing page', () => {
    const html = render('en')
    expect(html).toContain('role="alert"')
    expect(html).toContain('Loading the page content failed. Please try again.')
    expect(html).toContain('<h1>Something went wrong</h1>')
    expect(html).toContain('href="/en"')
  })
  it('speaks the language of the page, Finnish by default', () => {
    expect(render('sv')).toContain('href="/sv"')
    expect(render('sv')).toContain('Något gick fel')
    expect(render(undefined)).toContain('Jokin meni pieleen')
    expect(render(undefined)).toContain('href="/"')
  })
})
