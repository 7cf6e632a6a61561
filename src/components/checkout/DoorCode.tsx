import { useTranslations } from 'next-intl'
import type { DoorCodeView } from '@/domain/checkout/api'

/**
 * A pass's door code as text and as its QR (docs/checkout.md#door-codes). The QR is the server's
 * SVG shown as an image, so its alt text can say what it is and repeat the code; no script draws it.
 */
export function DoorCode({ doorCode, quantity }: { doorCode: DoorCodeView; quantity: number }) {
  const t = useTranslations('checkout.order.doorCode')
  return (
    <div className="door-code">
      <img
        className="door-code__qr"
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(doorCode.qrSvg)}`}
        alt={t('qrAlt', { code: doorCode.code })}
        width={176}
        height={176}
      />
      <p className="door-code__text">
        <span>{quantity > 1 ? t('labelFor', { count: quantity }) : t('label')}</span>
        <strong className="door-code__code">{doorCode.code}</strong>
      </p>
    </div>
  )
}
