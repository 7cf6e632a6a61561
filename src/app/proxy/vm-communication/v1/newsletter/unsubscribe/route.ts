import { methods } from '@/server/http/methods'
import { oneClickUnsubscribe, unsubscribePage } from '@/server/accounts/unsubscribeRoute'

/**
 * /proxy/vm-communication/v1/newsletter/unsubscribe?email=…&token=… (docs/api.md#newsletter): POST
 * `List-Unsubscribe=One-Click` unsubscribes; GET goes on to the page with the button.
 */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({ GET: unsubscribePage, POST: oneClickUnsubscribe })
