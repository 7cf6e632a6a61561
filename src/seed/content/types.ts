/**
 * The shape of the demo resort's content as the seed reads it. Every user-visible text is a `Loc`
 * (fi, en, sv). Rich text is a `Loc` of light markdown: paragraphs separated by a blank line,
 * `## ` / `### ` headings, `- ` bullet items, `**bold**`, and `[label](/path)` links.
 * Pages, articles, popups and images are referred to by their `key`; the seed turns keys into ids.
 */
export type Loc = { fi: string; en: string; sv: string }

export type SeedLink =
  | { kind: 'page'; pageKey: string; label: Loc; anchor?: string }
  /** A URL, or a path of the app per language (`loc('/newsletter', '/en/newsletter', …)`). */
  | { kind: 'external'; url: string | Loc; label: Loc; newTab?: boolean }
  | { kind: 'article'; articleKey: string; label: Loc }
  | { kind: 'asset'; url: string; label: Loc }
  | { kind: 'popup'; popupKey: string; label: Loc }

export type SeedButton = SeedLink & { appearance: 'primary' | 'secondary' | 'white'; icon?: string }

export type SeedBlock =
  | { blockType: 'notification'; message: Loc; type: 'success' | 'info' | 'warning' | 'error'; links?: SeedLink[] }
  | {
      blockType: 'externalData'
      type: 'product' | 'category'
      code: string
      schema?: string
      marketingName?: Loc
      categoryMarketingName?: Loc
      itemLayoutProduct?: 'grid' | 'list'
    }
  | { blockType: 'loginForm'; form: 'login' | 'registration' | 'resetPassword'; image?: string }
  | {
      blockType: 'imageHalfTextHalf'
      text: Loc
      assetPosition: 'left' | 'right'
      textColor: 'dark' | 'light'
      isBoxed: boolean
      youtubeVideoId?: string
      image: string
      buttons?: SeedButton[]
    }
  | { blockType: 'banner'; isBoxed: boolean; textAlign: 'left' | 'center'; content: Loc; buttons?: SeedButton[] }
  | { blockType: 'infoBoxes'; title: Loc; boxes: { title: Loc; text: Loc; icon?: string; link?: SeedLink }[] }
  | {
      blockType: 'halfContentGroup'
      isBoxed: boolean
      usePriorityBackground: boolean
      priorityBackground?: 'sand' | 'forest' | 'lake'
      contents: { title: Loc; text: Loc; image?: string; buttons?: SeedButton[] }[]
    }
  | { blockType: 'heroSlider'; slides: { title: Loc; text: Loc; image: string; buttons?: SeedButton[] }[] }
  | {
      blockType: 'cardList'
      /** A redirect goes to `target` (in each language its own address) or else to the typed `url`. */
      display: { component: 'grid' | 'list' | 'redirect'; target?: SeedLink; url?: string }
      cards: { title: Loc; text: Loc; image?: string; link: SeedLink }[]
    }
  | {
      blockType: 'contentCards'
      title: Loc
      seeMoreLink?: SeedLink
      backgroundColor: 'white' | 'sand' | 'forest' | 'lake'
      textColor: 'dark' | 'light'
      slidesButtonAppearance?: 'primary' | 'secondary' | 'white'
      cards: { title: Loc; text: Loc; image?: string; button?: SeedButton; dialogPopupKey?: string }[]
    }
  | {
      blockType: 'heroBanner'
      image: string
      displayOverlay: boolean
      overlayTextColor: 'dark' | 'light'
      overlayBackgroundColor: 'none' | 'dark' | 'light'
      overlayTitle: Loc
      overlayDescription: Loc
      links?: SeedButton[]
    }
  | {
      blockType: 'contentSlider'
      title: Loc
      seeMoreLink?: SeedLink
      cardSize: 'small' | 'medium' | 'large'
      slides: { title: Loc; text: Loc; image: string; link?: SeedLink }[]
    }
  | {
      blockType: 'contactCards'
      title: Loc
      displayImage: boolean
      seeMoreLink?: SeedLink
      people: { name: string; image?: string; jobTitle: Loc; phoneNumber?: string; email?: string }[]
    }
  | { blockType: 'quickLinks'; title?: Loc; links: { image: string; link: SeedLink }[] }
  | { blockType: 'accordion'; title: Loc; items: { title: Loc; contents: Loc }[] }
  | { blockType: 'wysiwygBlock'; content: Loc; alignLeft: boolean; fontSize: 'normal' | 'large' }
  | { blockType: 'articleList'; title: Loc; tags: string[] }
  /** `plan`: the key of the site plan image. */
  | { blockType: 'proximiMap'; title: Loc; plan?: string }
  | { blockType: 'events'; title?: Loc; mode: 'calendar' | 'upcoming'; limit?: number; tags?: string[] }
  | { blockType: 'siteSearch'; title?: Loc }
  | { blockType: 'bookingSearch'; title?: Loc }
  | { blockType: 'accessibilityFeedback'; title?: Loc; intro?: Loc }
  | { blockType: 'newsletter'; title?: Loc; intro?: Loc }
  | { blockType: 'cookiePolicy'; title?: Loc }
  | { blockType: 'educationPage'; sidebarInfoButton?: SeedButton }

export type SeedPage = {
  /** Stable key other content refers to, e.g. 'landing', 'accommodationSearch'. */
  key: string
  contentType: 'page' | 'productPage' | 'categoryPage' | 'educationPage'
  /** Path without language prefix or leading slash; '/' for the landing page. */
  path: Loc
  /** Internal name staff see in the admin. */
  entryName: string
  pageTitle: Loc
  metaText: Loc
  degreeTitle?: Loc
  body: SeedBlock[]
}

export type SeedArticle = {
  key: string
  slug: Loc
  title: Loc
  shortDescription: Loc
  content: Loc
  image: string
  tags: string[]
  /** ISO date the article was first published. */
  publishedAt: string
}

export type SeedTag = { key: string; name: Loc }
export type SeedPopup = { key: string; title: Loc; content: Loc; button?: SeedButton }

export type SeedNavLink = { link: SeedLink; children?: SeedNavLink[] }
export type SeedLayout = {
  header: { primaryLinks: SeedNavLink[]; secondaryLinks: SeedNavLink[]; contactInfo: Loc }
  footer: {
    column1: Loc
    column2: SeedLink[]
    column3: SeedLink[]
    column4: Loc
    copyright: Loc
    legalLinks: SeedLink[]
    checkoutInfo: Loc
  }
  alert?: { id: string; message: Loc; link?: SeedLink }
}

/** The generated demo images: key, size and alt text. */
export type SeedImage = { key: string; alt: Loc }
