import { errorResponse } from '@/server/http/errors'

/** Any other storefront path: 404 'Endpoint not found' (docs/messages.md#the-error-body). */
const notFound = () => errorResponse({ status: 404, message: 'Endpoint not found' })

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
