/** A short list of labelled values (order number, orderer, seller …). Empty values are left out. */
export function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <dl className="checkout-facts">
      {rows
        .filter(([, value]) => value.trim() !== '')
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
}
