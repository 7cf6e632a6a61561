import type React from 'react'
import type { BlockView } from '@/domain/content'
import { AccordionBlock } from './Accordion/Component'
import { ArticleListBlock } from './ArticleList/Component'
import { ArticlePageBlock } from './ArticlePage/Component'
import { BannerBlock } from './Banner/Component'
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
import { QuickLinksBlock } from './QuickLinks/Component'
import { WysiwygBlockBlock } from './WysiwygBlock/Component'

/** Every component receives its block (spec §3 fields) and whether it is the first on the page. */
export type BlockProps = { block: BlockView; first: boolean }

const components: Record<string, (props: BlockProps) => React.ReactNode | Promise<React.ReactNode>> = {
  accordion: AccordionBlock,
  articleList: ArticleListBlock,
  articlePage: ArticlePageBlock,
  banner: BannerBlock,
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
  quickLinks: QuickLinksBlock,
  wysiwygBlock: WysiwygBlockBlock,
}

export function RenderBlocks({ blocks }: { blocks: BlockView[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = components[block.blockType]
        return Component ? <Component key={block.id} block={block} first={index === 0} /> : null
      })}
    </>
  )
}
