import { getMessages, getTranslations } from 'next-intl/server'
import { AccountLink } from '@/components/account/AccountLink'
import { CartButton } from '@/components/cart/CartButton'
import { cartMessages } from '@/components/cart/cartMessages'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { Locale } from '@/domain/locale'
import { localizedPath } from '@/domain/paths'
import type { LayoutView, NavLink } from '@/server/content/getLayout'
import { CmsLink } from '@/components/ui/CmsLink'
import { Icon, SpruceMark } from './Icon'
import { LanguageSwitcher } from './LanguageSwitcher'
import { cartButtonTexts, searchFieldTexts } from './islandTexts'
import { SiteSearchField } from './SiteSearchField'
import { inline } from './PlainText'

type Props = { locale: Locale; alternates: Partial<Record<Locale, string>>; header: LayoutView['header']; brand: string }

function NavList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link, i) => (
        <li key={`${link.url}-${i}`} className={link.children.length > 0 ? 'has-children' : undefined}>
          <CmsLink link={link} className="nav-link" />
          {link.children.length > 0 ? (
            <ul className="nav-sub">
              {link.children.map((child, j) => (
                <li key={`${child.url}-${j}`}>
                  <CmsLink link={child} className="nav-link nav-link--sub" />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/**
 * Logo, navigation, language switcher, search, account and cart. Below 992 px the navigation sits
 * in a <details> disclosure (no script) and the search field on a row of its own; from 992 px the
 * CSS shows the navigation inline and hides the toggle.
 */
export async function Header({ locale, alternates, header, brand }: Props) {
  const [t, messages, searchTexts, cartTexts] = await Promise.all([getTranslations(), getMessages(), searchFieldTexts(), cartButtonTexts()])
  const name = brand || t('meta.siteName')
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href={localizedPath('landing', locale)} className="site-logo" aria-label={`${name}, ${t('nav.home')}`}>
          <SpruceMark className="site-logo__mark" />
          <span className="site-logo__text">{name}</span>
        </Link>
        <details className="site-menu">
          <summary className="site-menu__toggle">
            <Icon name="menu" />
            <span>{t('nav.mainMenu')}</span>
          </summary>
          <div className="site-menu__panel">
            <nav className="primary-nav" aria-label={t('nav.primaryNavigation')}>
              <NavList links={header.primaryLinks} className="primary-nav__list" />
            </nav>
            <div className="utility">
              {header.secondaryLinks.length > 0 ? (
                <nav className="secondary-nav" aria-label={t('nav.secondaryNavigation')}>
                  <NavList links={header.secondaryLinks} className="secondary-nav__list" />
                </nav>
              ) : null}
              {header.contactInfo ? <p className="utility__contact">{inline(header.contactInfo)}</p> : null}
              <LanguageSwitcher locale={locale} alternates={alternates} />
            </div>
          </div>
        </details>
        <SiteSearchField action={localizedPath('search', locale)} locale={locale} texts={searchTexts} />
        <div className="site-header__tools">
          <AccountLink
            login={{ href: localizedPath('login', locale), label: t('nav.login') }}
            account={{ href: localizedPath('profile', locale), label: t('account.header.myAccount') }}
            homeowner={{ href: localizedPath('homeowner', locale), label: t('homeowner.nav.link') }}
          />
          <CartButton locale={locale} checkoutHref={localizedPath('checkout', locale)} texts={cartTexts} messages={cartMessages(messages)} />
        </div>
      </div>
    </header>
  )
}
