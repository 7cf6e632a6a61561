import type { ReactNode } from 'react'

type Props = { caption: string; columns: string[]; children: ReactNode }

/** A table of the order (products, gift cards, guests): its caption names it, its columns head the rows. */
export function OrderTable({ caption, columns, children }: Props) {
  return (
    <table className="checkout-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  )
}
