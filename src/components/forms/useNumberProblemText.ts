'use client'

import { useFormatter, useTranslations } from 'next-intl'
import type { NumberProblem } from '@/domain/numberField'

/**
 * A number field's problem in the visitor's language (docs/validation.md#number-fields): the generic
 * form messages, their N written by `formatValue` (a price, say) or as a number of the language.
 */
export function useNumberProblemText(formatValue?: (n: number) => string) {
  const t = useTranslations('form')
  const format = useFormatter()
  const value = formatValue ?? ((n: number) => format.number(n))
  return (problem: NumberProblem | null | undefined): string | undefined => {
    if (!problem) return undefined
    switch (problem.key) {
      case 'minValue':
        return t('minValue', { min: value(problem.min) })
      case 'maxValue':
        return t('maxValue', { max: value(problem.max) })
      case 'roundTo':
        return t('roundTo', { step: value(problem.step) })
      case 'maxDecimals':
        return t('maxDecimals', { max: problem.max })
      default:
        return t(problem.key)
    }
  }
}
