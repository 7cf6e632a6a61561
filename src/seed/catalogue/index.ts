/** The demo catalogue: tax classes, categories and every product, as the seed reads them. */
import { seedAccommodations } from './accommodation'
import { seedActivities } from './activities'
import { seedCourses } from './courses'
import { seedCourtSports } from './courts'
import { seedEducations } from './educations'
import { seedGiftCards } from './giftCards'
import { seedPasses } from './passes'
import { seedTickets } from './tickets'
import type { SeedProduct } from './types'

export { seedCategories } from './categories'
export { seedClosures } from './closures'
export { seedTaxClasses } from './taxClasses'
export { seedAccommodations, seedActivities, seedCourses, seedCourtSports, seedEducations, seedGiftCards, seedPasses, seedTickets }
export type * from './types'

export const seedProducts: SeedProduct[] = [
  ...seedAccommodations,
  ...seedCourses,
  ...seedActivities,
  ...seedCourtSports,
  ...seedTickets,
  ...seedGiftCards,
  ...seedEducations,
  ...seedPasses,
]
