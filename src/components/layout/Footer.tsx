import { getTranslations } from 'next-intl/server'
import type { LinkView } from '@/domain/content'
import type { LayoutView } from '@/server/content/getLayout'
import { CmsLink } from '@/components/ui/CmsLink'
import { CookieSettingsButton } from '@/components/consent/CookieSettingsButton'
import { FooterNewsletter } from '@/components/newsletter/FooterNewsletter'
import { SpruceMark } from './Icon'
import { TextColumn } from './PlainText'

type Props = { footer: LayoutView['footer']; checkout?: boolean }

function LinkColumn({ title, links }: { title: string; links: LinkView[] }) {
  if (links.length === 0) return null
  return (
    <nav className="site-footer__col" aria-label={title}>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map((link, i) => (
          <li key={`${link.url}-${i}`}>
            <CmsLink link={link} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Four columns (contact, two link lists, opening hours), copyright and the legal links. */
export async function Footer({ footer, checkout = false }: Props) {
  const t = await getTranslations()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {checkout && footer.checkoutInfo ? (
          <div className="site-footer__checkout">
            <TextColumn text={footer.checkoutInfo} />
          </div>
        ) : null}
        {checkout ? null : <FooterNewsletter />}
        <div className="site-footer__grid">
          {footer.column1 ? (
            <div className="site-footer__col">
              <TextColumn text={footer.column1} headingClassName="site-footer__heading" />
            </div>
          ) : null}
          <LinkColumn title={t('footer.links')} links={footer.column2} />
          <LinkColumn title={t('footer.moreLinks')} links={footer.column3} />
          {footer.column4 ? (
            <div className="site-footer__col">
              <TextColumn text={footer.column4} headingClassName="site-footer__heading" />
            </div>
          ) : null}
        </div>
        <div className="site-footer__bottom">
          <p className="site-footer__copyright">
            <SpruceMark className="site-footer__mark" />
            {footer.copyright}
          </p>
          <nav aria-label={t('nav.legalNavigation')}>
            <ul className="site-footer__legal">
              {footer.legalLinks.map((link, i) => (
                <li key={`${link.url}-${i}`}>
                  <CmsLink link={link} />
                </li>
              ))}
              <li>
                <CookieSettingsButton />
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  )
}
