import type { AbstractIntlMessages } from 'next-intl'
import { getLocale, getMessages } from 'next-intl/server'
import type { IslandIntl } from '@/components/ui/IntlIsland'
import type { Locale } from '@/domain/locale'
import type { MessageCatalogue } from './messageParts'

/** The page's language and the part of the catalogue an island uses (`select`), for its `intl` prop. */
export async function islandIntl(select: (messages: MessageCatalogue) => AbstractIntlMessages): Promise<IslandIntl> {
  const [messages, locale] = await Promise.all([getMessages(), getLocale()])
  return { locale: locale as Locale, messages: select(messages) }
}
