'use client'

import dynamic from 'next/dynamic'

/**
 * A CMS link that opens a popup (CmsLink, content cards), loaded as an island: only pages showing
 * one load its dialog. Apart from islands.tsx, because the header and footer render CMS links and
 * would bring that file's loaders into every page's script.
 */
export const DialogLink = dynamic(() => import('./DialogLink').then((m) => m.DialogLink))
