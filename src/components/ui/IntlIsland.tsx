'use client'

import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl'
import type { ComponentType, ReactNode } from 'react'
import type { Locale } from '@/domain/locale'

/** The language and the texts an island brings with it, chosen on the server. */
export type IslandIntl = { locale: Locale; messages: AbstractIntlMessages }

/**
 * next-intl for one island, inside the island's own script. A provider rendered by a server component
 * would be a client component of the whole content route, putting next-intl's client into every
 * content page's first load; imported here, it loads only with the islands that use texts
 * (docs/content.md#first-load-javascript).
 */
export function IntlIsland({ intl, children }: { intl: IslandIntl; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={intl.locale} messages={intl.messages} timeZone="Europe/Helsinki">
      {children}
    </NextIntlClientProvider>
  )
}

/** An island component that brings its own next-intl: `<Island intl={…} {...props} />`. */
export function withIntl<P extends object>(Component: ComponentType<P>) {
  return function Island({ intl, ...props }: P & { intl: IslandIntl }) {
    return (
      <IntlIsland intl={intl}>
        <Component {...(props as P)} />
      </IntlIsland>
    )
  }
}
