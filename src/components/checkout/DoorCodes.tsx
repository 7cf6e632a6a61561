import { useTranslations } from 'next-intl'
import type { OrderLineView } from '@/domain/checkout/api'
import { CheckoutBox } from './CheckoutBox'
import { DoorCode } from './DoorCode'

/** The confirmation's door codes: one per paid ticket or pass line, under the line's name. */
export function DoorCodes({ lines }: { lines: OrderLineView[] }) {
  const t = useTranslations('checkout.order.doorCode')
  const passes = lines.filter((line) => line.doorCode !== null)
  if (passes.length === 0) return null
  return (
    <CheckoutBox headingId="order-door-codes-title" title={t('heading')}>
      <p className="door-codes__hint">{t('hint')}</p>
      <ul className="door-codes__list">
        {passes.map((line) => (
          <li key={line.id}>
            <h4>{line.title}</h4>
            <DoorCode doorCode={line.doorCode!} quantity={line.quantity} />
          </li>
        ))}
      </ul>
    </CheckoutBox>
  )
}
