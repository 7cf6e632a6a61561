import 'server-only'
/** The search query (docs/api.md#search): the words, optionally one type of result, and the language. */
import { z } from 'zod'
import { searchTypes } from '@/domain/search/engine'

export const searchQuery = z.object({
  q: z.string({ message: 'q is required' }).max(200, 'q is too long'),
  type: z.enum(searchTypes, { message: `type must be one of ${searchTypes.join(', ')}` }).optional(),
  locale: z
    .string()
    .regex(/^(fi|en|sv)([-_][A-Za-z]{2})?$/, 'locale must be fi, en or sv (or fi-FI, en-US, sv-SE)')
    .optional(),
})

/** The events feed's query (docs/api.md#events-feed): optionally one topic by its key, and the language. */
export const eventsFeedQuery = z.object({
  tag: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'tag must be a topic key')
    .optional(),
  locale: searchQuery.shape.locale,
})
