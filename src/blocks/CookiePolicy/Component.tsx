import { getTranslations } from 'next-intl/server'
import { OpenCookieSettings } from '@/components/consent/OpenCookieSettings'
import { Heading } from '@/components/layout/Heading'
import type { CookiePolicyView } from '@/domain/blocks'
import { consentCategories } from '@/domain/consent/consentChoice'
import { cookiesOf, lifetimeOf, type CookieEntry } from '@/domain/consent/cookies'
import type { BlockProps } from '../RenderBlocks'

/**
 * The cookie table of the cookie policy (docs/consent.md#categories): every cookie of the list in the
 * code, by category, in the page's language, and the button that opens the cookie settings.
 */
export async function CookiePolicyBlock({ block, first }: BlockProps<CookiePolicyView>) {
  const t = await getTranslations('consent')
  const titleId = `${block.id}-title`
  const lifetime = (entry: CookieEntry) => {
    const { unit, count } = lifetimeOf(entry.maxAge)
    return unit === 'session' ? t('lifetime.session') : t(`lifetime.${unit}`, { count })
  }
  return (
    <section className="block cookie-policy" aria-labelledby={titleId}>
      <div className="container">
        <Heading level={first ? 1 : 2} id={titleId} className="block__title">
          {block.title || t('policy.heading')}
        </Heading>
        {consentCategories.map((category) => {
          const cookies = cookiesOf(category)
          const headingId = `${block.id}-${category}`
          return (
            <section key={category} className="cookie-policy__category">
              <Heading level={first ? 2 : 3} id={headingId}>
                {t(`categories.${category}.name`)}
              </Heading>
              <p>{t(`categories.${category}.description`)}</p>
              {cookies.length === 0 ? (
                <p>{t('policy.noCookies')}</p>
              ) : (
                // The table scrolls on its own when a phone is narrower than its columns, not the whole
                // page (WCAG 1.4.10); a keyboard can scroll it, as it takes focus. This region, not the
                // category's section, takes the heading's name: two landmarks may not share one.
                <div className="cookie-policy__scroll" role="region" aria-labelledby={headingId} tabIndex={0}>
                  <table className="cookie-policy__table">
                    <thead>
                      <tr>
                        <th scope="col">{t('policy.name')}</th>
                        <th scope="col">{t('policy.purpose')}</th>
                        <th scope="col">{t('policy.lifetime')}</th>
                        <th scope="col">{t('policy.setBy')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {cookies.map((entry) => (
                        <tr key={entry.name}>
                          <th scope="row">
                            <code>{entry.name}</code>
                          </th>
                          <td>{t(`cookies.${entry.purpose}` as 'cookies.consent')}</td>
                          <td>{lifetime(entry)}</td>
                          <td>{t(`setBy.${entry.setBy}`, { provider: entry.provider ?? '' })}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </section>
          )
        })}
        <p>
          <OpenCookieSettings label={t('policy.open')} className="btn btn--secondary" />
        </p>
      </div>
    </section>
  )
}
