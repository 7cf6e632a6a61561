import { getLocale, getTranslations } from 'next-intl/server'
import { SiteLink as Link } from '@/components/ui/SiteLink'
import type { ImageView } from '@/domain/content'
import { localizedPath } from '@/domain/paths'
import { CmsImage } from '@/components/ui/CmsImage'
import type { BlockProps } from '../RenderBlocks'

/** The login form (accounts come later: it posts to the account API through the proxy). */
export async function LoginFormBlock({ block, first }: BlockProps) {
  const b = block as unknown as { image: ImageView | null }
  const t = await getTranslations('blocks')
  const locale = await getLocale()
  const id = block.id
  return (
    <section className={`block login${b.image ? ' login--with-image' : ''}`} aria-labelledby={`${id}-title`}>
      <div className="container login__inner">
        <div className="login__panel">
          <h2 id={`${id}-title`}>{t('loginTitle')}</h2>
          <p className="login__intro">{t('loginIntro')}</p>
          <form method="post" action="/proxy/api/v2/login" className="form">
            <div className="form__field">
              <label htmlFor={`${id}-email`}>{t('email')}</label>
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
            </div>
            <div className="form__field">
              <label htmlFor={`${id}-password`}>{t('password')}</label>
              <input
                id={`${id}-password`}
                name="password"
                type="password"
                autoComplete="current-password"
                minLength={6}
                maxLength={36}
                required
              />
            </div>
            <button type="submit" className="btn btn--primary btn--block">
              {t('signIn')}
            </button>
          </form>
          <ul className="login__links">
            <li>
              <Link href={localizedPath('resetPassword', locale)}>{t('forgotPassword')}</Link>
            </li>
            <li>
              <Link href={localizedPath('registration', locale)}>{t('register')}</Link>
            </li>
          </ul>
        </div>
        {b.image ? (
          <div className="login__media">
            <CmsImage image={b.image} sizes="(min-width: 768px) 50vw, 100vw" priority={first} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
