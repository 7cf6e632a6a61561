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
