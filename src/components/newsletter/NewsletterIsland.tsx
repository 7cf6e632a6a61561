'use client'

import type { ComponentProps } from 'react'
import { withIntl, type IslandIntl } from '@/components/ui/IntlIsland'
import { NewsletterForm } from './NewsletterForm'

export type NewsletterIslandProps = ComponentProps<typeof NewsletterForm> & { intl: IslandIntl }

/**
 * The sign-up on a content page (the block, and the footer's once opened), with its texts: a script
 * of its own, which only pages showing the form load (docs/content.md#first-load-javascript).
 */
export default withIntl(NewsletterForm)
