import type React from 'react'
import type { BlockOf, BlockType, BlockView } from '@/domain/blocks'
import type { ViewQuery } from '@/domain/viewQuery'
import { AccessibilityFeedbackBlock } from './AccessibilityFeedback/Component'
import { AccordionBlock } from './Accordion/Component'
import { CookiePolicyBlock } from './CookiePolicy/Component'
import { NewsletterBlock } from './Newsletter/Component'
import { ArticleListBlock } from './ArticleList/Component'
import { ArticlePageBlock } from './ArticlePage/Component'
import { BannerBlock } from './Banner/Component'
import { BookingSearchBlock } from './BookingSearch/Component'
import { CardListBlock } from './CardList/Component'
import { ContactCardsBlock } from './ContactCards/Component'
import { ContentCardsBlock } from './ContentCards/Component'
import { ContentSliderBlock } from './ContentSlider/Component'
import { EducationPageBlock } from './EducationPage/Component'
import { ExternalDataBlock } from './ExternalData/Component'
import { HalfContentGroupBlock } from './HalfContentGroup/Component'
import { HeroBannerBlock } from './HeroBanner/Component'
import { HeroSliderBlock } from './HeroSlider/Component'
import { ImageHalfTextHalfBlock } from './ImageHalfTextHalf/Component'
import { InfoBoxesBlock } from './InfoBoxes/Component'
import { LoginFormBlock } from './LoginForm/Component'
import { NotificationBlock } from './Notification/Component'
import { ProximiMapBlock } from './ProximiMap/Component'
import { SiteSearchBlock } from './SiteSearch/Component'
import { EventsBlock } from './Events/Component'
import { EventPageBlock } from './EventPage/Component'
import { QuickLinksBlock } from './QuickLinks/Component'
import { WysiwygBlockBlock } from './WysiwygBlock/Component'
import { leadImageIndex } from '@/domain/leadImage'

/**
 * Every component receives its own block, whether that block is the first on the page, whether its
 * image is the page's leading one (src/domain/leadImage.ts), and the page's view parameters (empty on
 * the cached page; docs/routes.md#page-views).
 */
export type BlockProps<B extends BlockView = BlockView> = { block: B; first: boolean; lead: boolean; query: ViewQuery }

type BlockComponent<T extends BlockType> = (props: BlockProps<BlockOf<T>>) => React.ReactNode | Promise<React.ReactNode>
type BlockComponents = { [T in BlockType]: BlockComponent<T> }

/**
 * One component per block type: a block type without its component here, or a component taking
 * another type's block, is a compile error. (An annotation rather than `satisfies`: Block below
 * needs the common type to pair a type with its component.)
 */
const components: BlockComponents = {
  accessibilityFeedback: AccessibilityFeedbackBlock,
  accordion: AccordionBlock,
  cookiePolicy: CookiePolicyBlock,
  newsletter: NewsletterBlock,
  articleList: ArticleListBlock,
  articlePage: ArticlePageBlock,
  banner: BannerBlock,
  bookingSearch: BookingSearchBlock,
  cardList: CardListBlock,
  contactCards: ContactCardsBlock,
  contentCards: ContentCardsBlock,
  contentSlider: ContentSliderBlock,
  educationPage: EducationPageBlock,
  externalData: ExternalDataBlock,
  halfContentGroup: HalfContentGroupBlock,
  heroBanner: HeroBannerBlock,
  heroSlider: HeroSliderBlock,
  imageHalfTextHalf: ImageHalfTextHalfBlock,
  infoBoxes: InfoBoxesBlock,
  loginForm: LoginFormBlock,
  notification: NotificationBlock,
  proximiMap: ProximiMapBlock,
  siteSearch: SiteSearchBlock,
  events: EventsBlock,
  eventPage: EventPageBlock,
  quickLinks: QuickLinksBlock,
  wysiwygBlock: WysiwygBlockBlock,
}

/** The block's component, found by its type; `type` is passed apart so the compiler pairs the two. */
function Block<T extends BlockType>({ type, ...props }: { type: T } & BlockProps<BlockOf<T>>) {
  const Component: BlockComponent<T> = components[type]
  return <Component {...props} />
}

export function RenderBlocks({ blocks, query = {} }: { blocks: BlockView[]; query?: ViewQuery }) {
  const lead = leadImageIndex(blocks)
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={block.id} type={block.blockType} block={block} first={index === 0} lead={index === lead} query={query} />
      ))}
    </>
  )
}
