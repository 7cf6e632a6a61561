import type { Access, Where } from 'payload'

/** Staff are the users of the admin (the `users` collection), never customers. */
export const isStaff: Access = ({ req }) => req.user?.collection === 'users'

export const anyone: Access = () => true

/** Visitors see published documents; staff also see drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user?.collection === 'users') return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}
