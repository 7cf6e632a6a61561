'use client'
/** A column of euro cents in a list view, shown as euros (docs/admin.md#money). */
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { adminEuros } from './euros'

export function EuroCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return <span className="euro-cell">{adminEuros(cellData, i18n.language)}</span>
}
