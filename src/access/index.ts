import type { Access, Where } from 'payload'

/** Staff are the users of the admin (the `users` collection). */
export const isStaff: Access = ({ req }) => Boolean(req.user)

export const anyone: Access = () => true

/** Visitors see published documents; staff also see drafts. */
export const publishedOrStaff: Access = ({ req }) => {
  if (req.user) return true
  const published: Where = { _status: { equals: 'published' } }
  return published
}
