import { getTranslations } from 'next-intl/server'
import { AccountForms } from '@/components/islands'
import { accountMessages } from '@/components/account/accountMessages'
import { islandIntl } from '@/i18n/islandIntl'
import { CmsImage } from '@/components/ui/CmsImage'
import type { LoginFormView } from '@/domain/blocks'
import type { BlockProps } from '../RenderBlocks'
import type { AccountForm } from './config'

const titles = { login: 'login.title', registration: 'registration.title' } as const
const intros = { login: 'login.intro', registration: null, resetPassword: null } as const

/**
 * An account form placed by staff (docs/content-model.md#content-blocks): sign-in, registration with e-mail
 * verification, or the forgotten password, each with the page's image beside it.
 */
export async function LoginFormBlock({ block, first }: BlockProps<LoginFormView>) {
  const form: AccountForm = block.form ?? 'login'
  const [t, intl] = await Promise.all([getTranslations('account'), islandIntl(accountMessages)])
  const id = `account-${block.id}`
  const intro = intros[form]
  return (
    // The reset flow titles each of its steps itself.
    <section className={`block login${block.image ? ' login--with-image' : ''}`} aria-labelledby={form === 'resetPassword' ? undefined : `${id}-heading`}>
      <div className="container login__inner">
        <div className="login__panel">
          {form === 'resetPassword' ? null : <h2 id={`${id}-heading`}>{t(titles[form])}</h2>}
          {intro ? <p className="login__intro">{t(intro)}</p> : null}
          <AccountForms intl={intl} form={form} idPrefix={id} />
        </div>
        {block.image ? (
          <div className="login__media">
            <CmsImage image={block.image} sizes="(min-width: 768px) 50vw, 100vw" priority={first} />
          </div>
        ) : null}
      </div>
    </section>
  )
}
