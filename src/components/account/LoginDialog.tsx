'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { useRef, useState } from 'react'

// Loaded when the dialog first opens: the forms and their rules are not part of checkout's first load.
const LoginForm = dynamic(() => import('./LoginForm').then((m) => m.LoginForm), { ssr: false })
const RegistrationForm = dynamic(() => import('./RegistrationForm').then((m) => m.RegistrationForm), { ssr: false })

type Panel = 'signIn' | 'register'

/**
 * The login modal (docs/routes.md#account-pages): sign in, register, or continue without registering. Signing in keeps
 * the visitor on the page (the session then fills the form); registering ends with the code check,
 * which signs the customer in too (docs/accounts.md#verifying-signs-in).
 */
export function LoginDialog() {
  const t = useTranslations('account')
  const dialog = useRef<HTMLDialogElement>(null)
  const [panel, setPanel] = useState<Panel>('signIn')
  const [email, setEmail] = useState('')
  const [open, setOpen] = useState(false)

  const show = (next: Panel) => {
    setPanel(next)
    setOpen(true)
    dialog.current?.showModal()
  }
  const close = () => dialog.current?.close()
  const switchTo = (next: Panel, address: string) => {
    setEmail(address)
    setPanel(next)
  }

  return (
    <>
      <button type="button" className="btn btn--secondary" aria-haspopup="dialog" onClick={() => show('signIn')}>
        {t('modal.open')}
      </button>
      <dialog
        ref={dialog}
        className="dialog login-dialog"
        aria-labelledby="login-dialog-title"
        onClose={() => {
          setOpen(false)
          setEmail('')
        }}
      >
        <div className="dialog__header">
          <h2 id="login-dialog-title">{t('modal.title')}</h2>
        </div>
        <div className="dialog__body">
          <div className="login-dialog__choices" role="group" aria-label={t('modal.choices')}>
            <button type="button" className="btn btn--secondary" aria-pressed={panel === 'signIn'} onClick={() => setPanel('signIn')}>
              {t('modal.signIn')}
            </button>
            <button type="button" className="btn btn--secondary" aria-pressed={panel === 'register'} onClick={() => setPanel('register')}>
              {t('modal.register')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={close}>
              {t('modal.guest')}
            </button>
          </div>
          {/* Mounted only while open, so each opening starts from a fresh form. */}
          {open && panel === 'signIn' ? (
            <LoginForm
              key={`signIn-${email}`}
              idPrefix="login-dialog"
              initialEmail={email}
              onStay={close}
              onNoAccount={(address) => switchTo('register', address)}
            />
          ) : null}
          {open && panel === 'register' ? (
            <RegistrationForm
              key={`register-${email}`}
              idPrefix="login-dialog-registration"
              initialEmail={email}
              failedKey="notice.modalRegistrationFailed"
              renderVerified={() => (
                // Verifying signed the customer in: the dialog has done its work.
                <button type="button" className="btn btn--primary" onClick={close}>
                  {t('registration.continue')}
                </button>
              )}
            />
          ) : null}
        </div>
      </dialog>
    </>
  )
}
