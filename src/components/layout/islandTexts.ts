import { getMessages, getTranslations } from 'next-intl/server'
import type { CartButtonTexts } from '@/components/cart/CartButton'
import type { ConsentTexts } from '@/components/consent/ConsentBanner'
import { consentCategories } from '@/domain/consent/consentChoice'
import { searchTypes } from '@/domain/search/types'
import { clientMessage } from '@/i18n/clientMessage'
import type { SearchFieldTexts } from './SiteSearchField'

/**
 * The words of the islands on every page (the header's search and cart, the cookie banner), read on
 * the server and given as props: those islands run without next-intl's client, which is then not in
 * every page's first load (docs/content.md#first-load-javascript). Texts a component fills in itself
 * are passed compiled (clientMessage), read from the catalogue itself: next-intl's `t.raw` refuses
 * them in development once the catalogues are compiled at build time.
 */
export async function searchFieldTexts(): Promise<SearchFieldTexts> {
  const [t, messages] = await Promise.all([getTranslations('search'), getMessages()])
  return {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    suggestions: t('suggestions'),
    type: Object.fromEntries(searchTypes.map((type) => [type, t(`type.${type}`)])) as SearchFieldTexts['type'],
    showAll: clientMessage(messages.search.showAll),
    suggestionCount: clientMessage(messages.search.suggestionCount),
  }
}

export async function cartButtonTexts(): Promise<CartButtonTexts> {
  const [t, messages] = await Promise.all([getTranslations('cart'), getMessages()])
  return {
    title: t('title'),
    close: t('close'),
    loadingContents: t('loadingContents'),
    continueShopping: t('continueShopping'),
    goToCheckout: t('goToCheckout'),
    addedTitle: t('added.title'),
    open: clientMessage(messages.cart.open),
    addedBody: clientMessage(messages.cart.added.body),
    announce: clientMessage(messages.cart.added.announce),
  }
}

export async function consentTexts(): Promise<ConsentTexts> {
  const t = await getTranslations('consent')
  return {
    title: t('title'),
    banner: { title: t('banner.title'), text: t('banner.text'), policy: t('banner.policy') },
    acceptAll: t('acceptAll'),
    rejectAll: t('rejectAll'),
    settings: t('settings'),
    dialog: { intro: t('dialog.intro'), close: t('dialog.close'), save: t('dialog.save'), alwaysOn: t('dialog.alwaysOn') },
    categories: Object.fromEntries(
      consentCategories.map((c) => [c, { name: t(`categories.${c}.name`), description: t(`categories.${c}.description`) }]),
    ) as ConsentTexts['categories'],
  }
}
