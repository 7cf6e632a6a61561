import 'server-only'
/** Queries of the content calls: a page by its path, and the layout; `preview=1` asks for drafts (staff only). */
import { z } from 'zod'

export const pageQuery = z.object({
  pagePath: z.string({ message: 'pagePath is required' }).max(500, 'pagePath is too long'),
  preview: z.enum(['0', '1', 'true', 'false'], { message: 'preview must be 1 or 0' }).optional(),
  locale: z.string().max(10).optional(),
})

/** Any other value of `preview` is simply no preview. */
export const layoutQuery = z.object({ preview: z.string().optional() })
