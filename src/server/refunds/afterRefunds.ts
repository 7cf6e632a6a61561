import 'server-only'
/**
 * What follows a committed cancellation or refund: the provider's refunds are sent, and the
 * customer hears of it in the order's language (the cancellation, and any new gift card).
 */
import { sendProviderRefunds, type Recorded, type RefundDeps } from './refunds'
import { mailCancellation } from './refundMail'

export async function afterRefunds(deps: RefundDeps, orderId: number, recorded: Recorded, cancelledLineIds: string[]) {
  await sendProviderRefunds(deps, recorded.providerRefunds)
  try {
    await mailCancellation(deps, orderId, cancelledLineIds, recorded.newCards)
  } catch (error) {
    // The cancellation stands; a lost mail must not turn it into an error for the customer.
    console.error(`[refunds] the cancellation mail of order ${orderId} was not sent`, error)
  }
}
