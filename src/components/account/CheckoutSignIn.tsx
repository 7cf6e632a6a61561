'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef } from 'react'
import type { AccountView } from '@/domain/accounts/api'
import { LoginDialog } from './LoginDialog'

/** Above checkout's contact form: who is signed in, or the way to the sign-in dialog (docs/routes.md#account-pages). */
export function CheckoutSignIn({ user, restoring }: { user: AccountView | null; restoring: boolean }) {
  const t = useTranslations('account')
  const signedInNote = useRef<HTMLParagraphElement>(null)
  const offered = useRef(false)
  // Signing in through the dialog removes the dialog and its button: focus goes to the sign-in note.
  useEffect(() => {
    if (user && offered.current) signedInNote.current?.focus()
    offered.current = !restoring && !user
  }, [user, restoring])

  // Nothing while the session is being restored, so a signed-in customer never sees the sign-in offer flash.
  if (restoring) return null
  if (user) {
    return (
      <p ref={signedInNote} tabIndex={-1} className="checkout-signed-in">
        {t('checkout.signedInAs', { email: user.email })}
      </p>
    )
  }
  return (
    <div className="checkout-sign-in">
      <p>{t('modal.intro')}</p>
      <LoginDialog />
    </div>
  )
}
