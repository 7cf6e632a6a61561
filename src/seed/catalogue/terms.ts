/**
 * The demo's gift card validity and cancellation rules (docs/gift-cards.md, docs/refunds.md). The
 * products carry them as data and the texts that tell customers about them are written from them,
 * so the demo never promises one thing and sells another.
 */
export const demoTerms = {
  giftCardValidityMonths: 12,
  /** Free cancellation rate plans; non-refundable rates have none. */
  accommodationCancelDaysBefore: 14,
  courseCancelDaysBefore: 14,
  activityCancelHoursBefore: 24,
  courtCancelHoursBefore: 24,
} as const
