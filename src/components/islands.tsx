'use client'

/**
 * The client components that content blocks show, each loaded with next/dynamic (docs/content.md#first-load-javascript).
 * One route serves every content page, and Next puts every client component that route can reach
 * into each page's first-load scripts; imported through here, a component's script (and its
 * stylesheet) loads only on a page that renders it. They still render on the server: the page's
 * HTML is complete, and the part hydrates once its script is in.
 */
import dynamic from 'next/dynamic'

export const AccountForms = dynamic(() => import('./account/AccountForms').then((m) => m.AccountForms))
export const QuickSearch = dynamic(() => import('./booking/QuickSearch').then((m) => m.QuickSearch))
export const CategoryListing = dynamic(() => import('./booking/CategoryListing').then((m) => m.CategoryListing))
export const ProductBooking = dynamic(() => import('./booking/ProductBooking').then((m) => m.ProductBooking))
export const MemberInvite = dynamic(() => import('./member/MemberInvite').then((m) => m.MemberInvite))
export const AddToCalendar = dynamic(() => import('./events/AddToCalendar').then((m) => m.AddToCalendar))
export const FeedbackForm = dynamic(() => import('./feedback/FeedbackForm').then((m) => m.FeedbackForm))
export const NewsletterIsland = dynamic(() => import('./newsletter/NewsletterIsland'))
export const DataLayerEvent = dynamic(() => import('./analytics/DataLayerEvent').then((m) => m.DataLayerEvent))
