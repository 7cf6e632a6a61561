/**
 * The cart keeps one line per unit (docs/behaviour.md#cart), but a visitor who bought four swimming
 * tickets for one day bought one thing four times: lines that are the same purchase show as one row
 * with a quantity. Only unnamed units group (tickets and activity seats); stays, courses, courts and
 * gift cards stay one row each.
 */
import type { ProductKind } from '../catalogue'
import type { CartLine } from './cartLine'

export type LineGroup = { key: string; lines: CartLine[] }

const groupedKinds: readonly ProductKind[] = ['ticket', 'activity']

/** Whether a line's row has a quantity the visitor can change (units of the same purchase). */
export const groupsByQuantity = (line: CartLine) => groupedKinds.includes(line.icon)

/** What makes two lines the same purchase: the product, its day and time, and what comes with it. */
function purchaseKey(line: CartLine): string {
  if (!groupsByQuantity(line)) return `line:${line.dataKey}`
  const metadata = Object.entries(line.metadata).filter(([name]) => name !== 'amount' && name !== 'guests')
  return JSON.stringify([line.productCode, metadata, line.bundledProductCodes])
}

/** The cart's lines as rows, in the order each purchase was first added. */
export function groupLines(lines: readonly CartLine[]): LineGroup[] {
  const groups = new Map<string, LineGroup>()
  for (const line of lines) {
    const key = purchaseKey(line)
    const group = groups.get(key)
    if (group) group.lines.push(line)
    else groups.set(key, { key, lines: [line] })
  }
  return [...groups.values()]
}
