import type React from 'react'

export type LabelledValue = { label: string; value: React.ReactNode }

type Props = {
  className: string
  /** Rows left out where they do not apply (false or null). */
  rows: (LabelledValue | false | null)[]
  /** The last row, set apart (the total to pay). */
  total: LabelledValue
  totalClassName: string
}

/** A description list of labelled amounts ending in a total: the cart's and the order's totals. */
export function LabelledValues({ className, rows, total, totalClassName }: Props) {
  return (
    <dl className={className}>
      {rows.map((row) =>
        row ? (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ) : null,
      )}
      <div className={totalClassName}>
        <dt>{total.label}</dt>
        <dd>{total.value}</dd>
      </div>
    </dl>
  )
}
