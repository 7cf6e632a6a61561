import type { CollectionAfterLoginHook } from 'payload'

const cookie = 'payload-lng'

/**
 * Staff work in Finnish (docs/admin.md#language): Payload picks the admin's language from its cookie,
 * else from the browser's languages, and it knows no Finnish there, so a Finnish browser that also
 * lists English would get English. Signing in sets the cookie to Finnish unless the staff member has
 * already chosen a language in the admin's language picker (which writes the same cookie).
 */
export const staffLanguage: CollectionAfterLoginHook = ({ req }) => {
  if (
    req.headers
      .get('cookie')
      ?.split(';')
      .some((c) => c.trim().startsWith(`${cookie}=`))
  )
    return
  req.responseHeaders ??= new Headers()
  req.responseHeaders.append('Set-Cookie', `${cookie}=fi; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax`)
}
