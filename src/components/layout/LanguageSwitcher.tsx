import { getTranslations } from 'next-intl/server'
import { locales, type Locale } from '@/domain/locale'
import { localizedPath, withExplicitLocale } from '@/domain/paths'

type Props = { locale: Locale; alternates: Partial<Record<Locale, string>> }

/**
 * Links to this page in the other languages (or their front page when it has no translation). Plain
 * anchors: the full page load lets the server set the language cookie.
 */
export async function LanguageSwitcher({ locale, alternates }: Props) {
  const t = await getTranslations()
  return (
    <nav className="lang-switcher" aria-label={t('nav.languageSwitcher')}>
      <ul>
        {locales.map((l) => (
          <li key={l}>
            <a
              href={withExplicitLocale(alternates[l] ?? localizedPath('landing', l), l)}
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="lang-switcher__link"
            >
              {t(`languages.${l}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
