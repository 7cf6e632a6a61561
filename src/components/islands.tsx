'use client'

/**
 * The client components that content blocks show, each loaded with next/dynamic (docs/content.md#first-load-javascript).
 * One route serves every content page, and Next puts every client component that route can reach
 * into each page's first-load scripts; imported through here, a component's script loads only on
 * a page that renders it (its styles are in the site's one stylesheet, site.css). They still render
 * on the server: the page's HTML is complete, and the part hydrates once its script is in.
 */
import dynamic from 'next/dynamic'

// An island with texts takes an `intl` prop (src/i18n/islandIntl.ts) and brings next-intl's client
// in its own script: no server component of this route renders next-intl's provider, which would put
// it into every content page's first load.
export const AccountForms = dynamic(() => import('./account/AccountForms').then((m) => m.AccountFormsIsland))
export const QuickSearch = dynamic(() => import('./booking/QuickSearch').then((m) => m.QuickSearchIsland))
export const CategoryListing = dynamic(() => import('./booking/CategoryListing').then((m) => m.CategoryListingIsland))
export const ProductIsland = dynamic(() => import('./booking/ProductIsland'))
export const AddToCalendar = dynamic(() => import('./events/AddToCalendar').then((m) => m.AddToCalendar))
export const FeedbackForm = dynamic(() => import('./feedback/FeedbackForm').then((m) => m.FeedbackFormIsland))
export const NewsletterIsland = dynamic(() => import('./newsletter/NewsletterIsland'))
export const DataLayerEvent = dynamic(() => import('./analytics/DataLayerEvent').then((m) => m.DataLayerEvent))
