'use client'
/** A payment's status in the Payments list as a word (the column keeps the provider's code). */
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { localeFromIso } from '@/domain/locale'
import { paymentStatusWords } from '@/i18n/admin/labels'

export function PaymentStatusCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const code = typeof cellData === 'string' ? cellData : ''
  return <span>{paymentStatusWords[code]?.[localeFromIso(i18n.language)] ?? code}</span>
}
