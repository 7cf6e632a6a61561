import { errorResponse } from '@/server/http/errors'

/** Any other storefront path: spec §8 "An unknown endpoint name throws 'Endpoint not found'". */
const notFound = () => errorResponse({ status: 404, message: 'Endpoint not found' })

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
