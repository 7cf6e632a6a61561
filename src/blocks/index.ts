import { AccessibilityFeedbackBlock } from './AccessibilityFeedback/config'
import { Accordion } from './Accordion/config'
import { ArticleList } from './ArticleList/config'
import { Banner } from './Banner/config'
import { BookingSearch } from './BookingSearch/config'
import { CardList } from './CardList/config'
import { CookiePolicyBlock } from './CookiePolicy/config'
import { ContactCards } from './ContactCards/config'
import { ContentCards } from './ContentCards/config'
import { ContentSlider } from './ContentSlider/config'
import { EducationPage } from './EducationPage/config'
import { Events } from './Events/config'
import { ExternalData } from './ExternalData/config'
import { HalfContentGroup } from './HalfContentGroup/config'
import { HeroBanner } from './HeroBanner/config'
import { HeroSlider } from './HeroSlider/config'
import { ImageHalfTextHalf } from './ImageHalfTextHalf/config'
import { InfoBoxes } from './InfoBoxes/config'
import { LoginForm } from './LoginForm/config'
import { NewsletterBlock } from './Newsletter/config'
import { Notification } from './Notification/config'
import { ProximiMap } from './ProximiMap/config'
import { QuickLinks } from './QuickLinks/config'
import { SiteSearch } from './SiteSearch/config'
import { WysiwygBlock } from './WysiwygBlock/config'

/** Every block staff can put on a page body (docs/content-model.md#content-blocks; header and footer are globals). */
export const pageBlocks = [
  Notification,
  ExternalData,
  LoginForm,
  ImageHalfTextHalf,
  Banner,
  InfoBoxes,
  HalfContentGroup,
  HeroSlider,
  CardList,
  ContentCards,
  HeroBanner,
  ContentSlider,
  ContactCards,
  QuickLinks,
  Accordion,
  WysiwygBlock,
  ArticleList,
  Events,
  ProximiMap,
  SiteSearch,
  BookingSearch,
  EducationPage,
  AccessibilityFeedbackBlock,
  NewsletterBlock,
  CookiePolicyBlock,
]
