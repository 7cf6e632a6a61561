'use client'
import { useTranslation } from '@payloadcms/ui'
import { staffText, type StaffTextKey } from '@/i18n/admin/staffActions'
import { adminEuros } from './euros'

/** The staff actions' texts and money in the language the admin is shown in (docs/admin.md#language). */
export function useStaffText() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return {
    language,
    t: (key: StaffTextKey, values?: Record<string, string | number>) => staffText(language, key, values),
    euros: (cents: number) => adminEuros(cents, language),
  }
}
