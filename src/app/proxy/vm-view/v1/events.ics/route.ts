import { getTranslations } from 'next-intl/server'
import { eventsFeed } from '@/server/content/eventsFeed'
import { fileResponse } from '@/server/http/fileResponse'
import { methods } from '@/server/http/methods'
import { requestLocale } from '@/server/http/request'
import { serviceRoute } from '@/server/http/serviceRoute'
import { eventsFeedQuery } from '@/server/search/searchSchemas'

/** GET /proxy/vm-view/v1/events.ics[?tag=…][&locale=…] (docs/api.md#events-feed): the events as a calendar feed. */
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = methods({
  GET: serviceRoute({
    query: eventsFeedQuery,
    deps: async (request) => {
      const locale = requestLocale(request)
      return { locale, now: new Date(), siteName: (await getTranslations({ locale, namespace: 'meta' }))('siteName') }
    },
    call: eventsFeed,
    // Calendar apps ask again every few hours; a few minutes' staleness is fine for everyone.
    answer: (result) => fileResponse(result, 'inline', 'public, max-age=300'),
  }),
})
