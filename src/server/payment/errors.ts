import 'server-only'

/**
 * Why a provider could not open a payment. The checkout answers all of them the same way to the
 * buyer ("order could not be processed"); the reason and status are for the log.
 */
export type PaymentProviderFailure = 'invalid-input' | 'unreachable' | 'rejected' | 'bad-signature' | 'malformed'

export class PaymentProviderError extends Error {
  override readonly name = 'PaymentProviderError'

  constructor(
    readonly reason: PaymentProviderFailure,
    message: string,
    /** The provider's HTTP status when it answered. */
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options)
  }
}

/**
 * A provider's clear no: it answered that it will not do this (a 4xx, or the test terminal's
 * refusal), so nothing was done. Anything else (no answer, a 5xx, an answer we cannot verify or
 * read) may hide a success, and must be asked again the same way rather than taken as a failure.
 */
export const isClearRefusal = (error: PaymentProviderError) =>
  error.reason === 'invalid-input' || (error.reason === 'rejected' && (error.status === undefined || error.status < 500))
