import type { Locale } from '@/domain/locale'

/** The texts of the admin's "Today" dashboard (docs/admin.md#dashboard). */
export const dashboardTexts: Record<Locale, Record<'title' | 'arrivals' | 'holds' | 'refundDue' | 'none' | 'holdUntil' | 'since', string>> = {
  fi: {
    title: 'Tänään',
    arrivals: 'Saapuvat tänään',
    holds: 'Maksamattomat varaukset',
    refundDue: 'Palautettavat maksut',
    none: 'Ei yhtään.',
    holdUntil: 'varaus voimassa klo {time}',
    since: 'maksettu {date}',
  },
  en: {
    title: 'Today',
    arrivals: 'Arriving today',
    holds: 'Unpaid holds',
    refundDue: 'Payments to refund',
    none: 'None.',
    holdUntil: 'held until {time}',
    since: 'paid {date}',
  },
  sv: {
    title: 'I dag',
    arrivals: 'Anländer i dag',
    holds: 'Obetalda reservationer',
    refundDue: 'Betalningar att återbetala',
    none: 'Inga.',
    holdUntil: 'reserverad till kl. {time}',
    since: 'betald {date}',
  },
}
