import type { ButtonView, ImageView, LinkView, PopupView } from './content'
import type { RecurrenceRule } from './events/recurrence'
import type { MapTag } from './map/tags'

/**
 * The blocks of a page body as the content endpoint answers them and the pages render them: one
 * type per block, told apart by `blockType`. Each type names the fields the storefront relies on;
 * the normaliser may pass on more of what staff stored (e.g. the `id` of a list item).
 *
 * Adding a block: its Payload config, a case in the normaliser, a view type here and its component
 * in RenderBlocks. The compiler names each missing piece in that order.
 */
export type BlockView =
  | NotificationView
  | ExternalDataView
  | LoginFormView
  | ImageHalfTextHalfView
  | BannerView
  | InfoBoxesView
  | HalfContentGroupView
  | HeroSliderView
  | CardListView
  | ContentCardsView
  | HeroBannerView
  | ContentSliderView
  | ContactCardsView
  | QuickLinksView
  | AccordionView
  | WysiwygView
  | ArticleListView
  | ProximiMapView
  | EventsView
  | SiteSearchView
  | BookingSearchView
  | EducationPageView
  | ArticlePageView
  | EventPageView
  | AccessibilityFeedbackView
  | NewsletterView
  | CookiePolicyView

export type BlockType = BlockView['blockType']

/** The view of one block type, e.g. `BlockOf<'banner'>` is `BannerView`. */
export type BlockOf<T extends BlockType> = Extract<BlockView, { blockType: T }>

export type NotificationView = { blockType: 'notification'; id: string; message: string; type: string | null; links: LinkView[] | null }

/** A product or category of the shop; `attributes` uses the shop's own field names. */
export type ExternalDataView = {
  blockType: 'externalData'
  id: string
  type: 'product' | 'category'
  code: string
  classification?: 'category'
  schema?: string
  attributes: { marketing_name?: string; category_marketing_name?: string; item_layout?: { product: string } }
}

export type LoginFormView = {
  blockType: 'loginForm'
  id: string
  form?: 'login' | 'registration' | 'resetPassword' | null
  image: ImageView | null
}

export type ImageHalfTextHalfView = {
  blockType: 'imageHalfTextHalf'
  id: string
  text: string
  assetPosition: string | null
  textColor: string | null
  isBoxed: boolean | null
  youtubeVideoId?: string | null
  image: ImageView | null
  buttons: ButtonView[] | null
}

export type BannerView = {
  blockType: 'banner'
  id: string
  isBoxed: boolean | null
  textAlign: string | null
  content: string
  buttons: ButtonView[] | null
}

export type InfoBox = { id?: string; title: string; text: string; icon?: string | null; link?: LinkView | null }
export type InfoBoxesView = { blockType: 'infoBoxes'; id: string; title?: string | null; boxes: InfoBox[] | null }

export type HalfContent = { id?: string; title: string; text?: string | null; image?: ImageView | null; buttons?: ButtonView[] | null }
export type HalfContentGroupView = {
  blockType: 'halfContentGroup'
  id: string
  isBoxed: boolean | null
  usePriorityBackground: boolean | null
  priorityBackground: string | null
  contents: HalfContent[] | null
}

export type HeroSlide = { id?: string; title: string; text?: string | null; image: ImageView | null; buttons?: ButtonView[] | null }
export type HeroSliderView = { blockType: 'heroSlider'; id: string; slides: HeroSlide[] | null }

/** How a card list shows; `redirect` turns the page into a redirect to `url`. */
export type CardListDisplay = { component: string | null; url: string | null }
export type LinkCard = { id?: string; title: string; text?: string | null; image?: ImageView | null; link?: LinkView | null }
export type CardListView = { blockType: 'cardList'; id: string; display: CardListDisplay; cards: LinkCard[] | null }

export type ContentCard = {
  id?: string
  title: string
  text?: string | null
  image?: ImageView | null
  button?: ButtonView | null
  dialog?: PopupView | null
}
export type ContentCardsView = {
  blockType: 'contentCards'
  id: string
  title: string
  seeMoreLink?: LinkView | null
  backgroundColor: string | null
  cards: ContentCard[] | null
}

export type HeroBannerView = {
  blockType: 'heroBanner'
  id: string
  image: ImageView | null
  displayOverlay: boolean | null
  overlayTextColor: string | null
  overlayBackgroundColor: string | null
  overlayTitle: string
  overlayDescription?: string | null
  links: ButtonView[] | null
}

export type SliderCard = { id?: string; title: string; text?: string | null; image: ImageView | null; link?: LinkView | null }
export type ContentSliderView = {
  blockType: 'contentSlider'
  id: string
  title: string
  seeMoreLink?: LinkView | null
  cardSize: string | null
  slides: SliderCard[] | null
}

export type ContactPerson = {
  id?: string
  name: string
  image?: ImageView | null
  jobTitle?: string | null
  phoneNumber?: string | null
  email?: string | null
}
export type ContactCardsView = {
  blockType: 'contactCards'
  id: string
  title: string
  displayImage: boolean | null
  seeMoreLink?: LinkView | null
  people: ContactPerson[] | null
}

export type QuickLink = { id?: string; image?: ImageView | null; link: LinkView | null }
export type QuickLinksView = { blockType: 'quickLinks'; id: string; title?: string | null; links: QuickLink[] | null }

export type AccordionItem = { id?: string; title: string; contents: string }
export type AccordionView = { blockType: 'accordion'; id: string; title?: string | null; items: AccordionItem[] | null }

export type WysiwygView = { blockType: 'wysiwygBlock'; id: string; content: string; alignLeft: boolean | null; fontSize: string | null }

/** An article as a card of an article list. */
export type ArticleCard = {
  id: string
  title: string
  shortDescription: string
  url: string
  image: ImageView | null
  publishedAt: string
  tags: string[]
}
/** `tags` are the ids of the chosen topics; `articles` the newest articles of those topics (or of all). */
export type ArticleListView = { blockType: 'articleList'; id: string; title?: string | null; tags: string[]; articles: ArticleCard[] | null }

/** A place on the resort map; `x` and `y` are its position on the site plan in percent. */
export type MapPointView = {
  id: string
  name: string
  description: string
  tag: MapTag
  x: number
  y: number
  openingHours: string
  link: LinkView | null
}

/** The resort map: the site plan staff uploaded, and every place on it (docs/content-model.md#map-points). */
export type ProximiMapView = { blockType: 'proximiMap'; id: string; title?: string | null; plan: ImageView | null; points: MapPointView[] }

/** A tag of events, as the events filter offers it. */
export type EventTagView = { key: string; name: string }

/**
 * An event as the site shows it (docs/events.md). It keeps its rule, not a list of dates: the page
 * works out the occurrences of the day it renders on.
 */
export type EventView = {
  id: string
  uid: string
  title: string
  description: string
  location: string
  /** ISO instants of the first occurrence. */
  start: string
  end: string
  recurrence: RecurrenceRule | null
  url: string | null
  organizer: { name: string; email: string } | null
  tags: EventTagView[]
  /** The event's own page. */
  pageUrl: string
  /** The page of the product it can be booked as. */
  bookUrl: string | null
  image: ImageView | null
}

/**
 * Events: `calendar` is the events page (a month or a list, filtered by tag and month through the
 * page's view parameters); `upcoming` the next few, with a link to the events page.
 */
export type EventsView = {
  blockType: 'events'
  id: string
  title?: string | null
  mode: 'calendar' | 'upcoming'
  limit: number
  events: EventView[]
  tags: EventTagView[]
  /** The events page, for `upcoming`'s "all events" link. */
  eventsPageUrl: string | null
}

/** The site search: it renders the results of the page's `q` view parameter itself. */
export type SiteSearchView = { blockType: 'siteSearch'; id: string; title?: string | null }

export type BookingSearchView = { blockType: 'bookingSearch'; id: string; title?: string | null }

export type AccessibilityFeedbackView = { blockType: 'accessibilityFeedback'; id: string; title?: string | null; intro?: string | null }

export type NewsletterView = { blockType: 'newsletter'; id: string; title?: string | null; intro?: string | null }

export type CookiePolicyView = { blockType: 'cookiePolicy'; id: string; title?: string | null }

/** One event: the only block of an event's page; no staff places it on a page. */
export type EventPageView = { blockType: 'eventPage'; id: string; event: EventView; eventsPageUrl: string | null }

export type EducationPageView = { blockType: 'educationPage'; id: string; sidebarInfoButton: ButtonView | null }

/** One article: the only block of an article's content; no staff places it on a page. */
export type ArticlePageView = {
  blockType: 'articlePage'
  id: string
  title: string
  content: string
  shortDescription?: string | null
  createdAt?: string | null
  updatedAt?: string | null
  tags?: string[] | null
  image?: ImageView | null
}
