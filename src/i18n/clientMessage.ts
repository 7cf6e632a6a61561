import compile from 'icu-minify/compile'
import type { Message } from '@/components/ui/message'

/**
 * A catalogue entry (from `getMessages()`) as a client component's `formatMessage` reads it. The built app's
 * catalogues are compiled already (next.config.ts, `precompile`); tests and scripts read the JSON
 * files as they are, so a text still in ICU form is compiled here. Compiling is idempotent for our
 * texts (clientMessage.test.ts), so a compiled plain text passes through unchanged.
 */
export function clientMessage(entry: unknown): Message {
  if (typeof entry === 'string') return compile(entry)
  if (Array.isArray(entry)) return entry as Message
  throw new Error('clientMessage: not a text of the catalogue')
}
