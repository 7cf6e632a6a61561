import { useTranslations } from 'next-intl'

const stepKeys = ['orderInformation', 'paymentInformation', 'orderConfirmation'] as const

/** The three checkout steps of docs/routes.md#screens; the current one is marked for assistive technology too. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  const t = useTranslations('pages.checkout')
  return (
    <ol className="steps" aria-label={t('steps')}>
      {stepKeys.map((key, i) => (
        <li key={key} aria-current={i + 1 === current ? 'step' : undefined}>
          {t(key)}
        </li>
      ))}
    </ol>
  )
}
