import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'
import type { NewsletterSubscription } from '@/payload-types'

/**
 * A subscription staff end by hand (docs/accounts.md#unsubscribing): set Unsubscribed, it is stamped
 * like one ended by the link, and its confirmation link stops working.
 */
export const stampUnsubscribed: CollectionBeforeChangeHook = ({ data, originalDoc }) =>
  data.status === 'unsubscribed' && originalDoc?.status !== 'unsubscribed'
    ? { ...data, unsubscribedAt: new Date().toISOString(), tokenHash: null, tokenExpiresAt: null }
    : data

/** The customer of the address loses the marketing consent with the subscription, in the same transaction. */
function consentOff(req: PayloadRequest, email: string) {
  return req.payload.update({ collection: 'customers', where: { email: { equals: email } }, data: { marketingStatus: false }, req, overrideAccess: true })
}

export const subscriptionChanged: CollectionAfterChangeHook<NewsletterSubscription> = async ({ doc, previousDoc, req }) => {
  if (previousDoc?.status === 'confirmed' && doc.status !== 'confirmed') await consentOff(req, doc.email)
  return doc
}

export const subscriptionDeleted: CollectionAfterDeleteHook<NewsletterSubscription> = async ({ doc, req }) => {
  await consentOff(req, doc.email)
}
