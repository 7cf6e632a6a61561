/**
 * The order's lines as its admin form holds them: Payload keeps an array field flat, one entry per
 * row field (`lines.0.title`), with the row ids under `lines`.
 */
import type { FormState } from 'payload'

export type FormLine = { id: string; title: string; total: number; refunded: number; cancelledAt: string | null }

export function formLines(fields: FormState): FormLine[] {
  return (fields.lines?.rows ?? []).map((row, i) => {
    const value = (name: string): unknown => fields[`lines.${i}.${name}`]?.value
    const cancelledAt = value('cancelledAt')
    return {
      id: String(value('id') ?? row.id),
      title: String(value('title') ?? ''),
      total: Number(value('total') ?? 0),
      refunded: Number(value('refunded') ?? 0),
      cancelledAt: typeof cancelledAt === 'string' && cancelledAt !== '' ? cancelledAt : null,
    }
  })
}

/** What is still refundable of a line. */
export const leftOf = (line: FormLine) => Math.max(0, line.total - line.refunded)
