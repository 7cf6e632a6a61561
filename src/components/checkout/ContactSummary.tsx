'use client'

import { useTranslations } from 'next-intl'
import type { ContactDetails } from '@/domain/checkout/api'
import { Facts } from './Facts'

/** The orderer, billing address and note as they will be sent, for a last look before ordering. */
export function ContactSummary({ contact, note }: { contact: ContactDetails; note: string }) {
  const t = useTranslations('checkout.order')
  return (
    <Facts
      rows={[
        [t('name'), `${contact.firstName} ${contact.lastName}`],
        [t('email'), contact.email],
        [t('phone'), contact.phoneNumber],
        [t('address'), contact.address],
        [t('postalCity'), [contact.zipCode, contact.city].filter(Boolean).join(' ')],
        [t('additionalInformation'), note],
      ]}
    />
  )
}
