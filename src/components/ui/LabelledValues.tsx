import type React from 'react'

export type LabelledValue = { label: string; value: React.ReactNode }

type Props = {
  className: string
  /** Rows left out where they do not apply (false or null). */
  rows: (LabelledValue | false | null)[]
  /** The last row, set apart (the total to pay). */
  total: LabelledValue
  totalClassName: string
  /** Rows after the total: how it is paid (gift cards) and what is left to pay. */
  after?: (LabelledValue | false | null)[]
}

const row = (item: LabelledValue | false | null) =>
  item ? (
    <div key={item.label}>
      <dt>{item.label}</dt>
      <dd>{item.value}</dd>
    </div>
  ) : null

/** A description list of labelled amounts ending in a total: the cart's and the order's totals. */
export function LabelledValues({ className, rows, total, totalClassName, after = [] }: Props) {
  return (
    <dl className={className}>
      {rows.map(row)}
      <div className={totalClassName}>
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
      {after.map(row)}
    </dl>
  )
}
