import { useTranslations } from 'next-intl'
import type { OrderLineView } from '@/domain/checkout/api'
import { OrderTable } from './OrderTable'

/** docs/content-model.md#order guests: first and last name and type (adult, child, small child), by product. */
export function OrderGuests({ lines }: { lines: OrderLineView[] }) {
  const t = useTranslations('checkout.order')
  // A guest nobody named (an activity's party needs no names) would only be an empty row.
  const rows = lines.flatMap((line, i) =>
    line.guests.flatMap((guest, j) => (guest.firstName.trim() || guest.lastName.trim() ? [{ key: `${i}-${j}`, product: line.title, guest }] : [])),
  )
  if (rows.length === 0) return null
  return (
    <OrderTable caption={t('guests')} columns={[t('firstName'), t('lastName'), t('type'), t('product')]}>
      {rows.map(({ key, product, guest }) => (
        <tr key={key}>
          <td>{guest.firstName}</td>
          <td>{guest.lastName}</td>
          <td>{t(`types.${guest.type}`)}</td>
          <td>{product}</td>
        </tr>
      ))}
    </OrderTable>
  )
}
