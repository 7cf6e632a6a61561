'use client'

import { useTranslations } from 'next-intl'
import type { Includes } from '@/domain/checkout/digitalCartApi'

/** What a series card or pass includes; nothing for a single ticket, which includes only itself. */
export function IncludesText({ code, includes, className }: { code: string; includes: Includes; className?: string }) {
  const t = useTranslations('digitalCart')
  const kinds = new Set(includes.sku)
  if (includes.amount <= 1 && (kinds.size === 0 || kinds.has(code))) return null
  if (!includes.globalName) return null
  return (
    <p className={className}>
      {kinds.size === 1 ? t('includesCount', { amount: includes.amount, name: includes.globalName }) : t('includesList', { names: includes.globalName })}
    </p>
  )
}
