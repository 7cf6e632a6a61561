/** Browser calls of the cancellation service (docs/api.md#cancellation), in the visitor's language, answering ok or the error body. */
import { apiCall } from '@/components/account/accountApi'
import type { CancellationQuery, CancellationResponse, CancelRequest } from '@/domain/checkout/api'
import type { Locale } from '@/domain/locale'

const base = '/proxy/vm-shopping/v1/order'

export const cancellationApi = {
  /** The order with each line's policy and why it cannot be cancelled; a guest brings the link's token. */
  order: ({ orderNumber, token }: CancellationQuery, l: Locale) =>
    apiCall<CancellationResponse>('GET', `${base}/cancellation?${new URLSearchParams(token ? { orderNumber, token } : { orderNumber })}`, l),
  cancel: (request: CancelRequest, l: Locale) => apiCall<CancellationResponse>('POST', `${base}/cancel`, l, request),
}
