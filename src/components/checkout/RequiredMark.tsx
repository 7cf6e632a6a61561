'use client'

import { useTranslations } from 'next-intl'

/** The asterisk of a mandatory field (docs/validation.md), with the word for screen readers. */
export function RequiredMark() {
  const t = useTranslations('checkout.contact')
  return (
    <>
      {' '}
      <span aria-hidden="true" className="required-mark">
        *
      </span>
      <span className="visually-hidden">({t('required')})</span>
    </>
  )
}
