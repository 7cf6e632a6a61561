import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, TypeWithID } from 'payload'
import { revalidateTag } from 'next/cache'
import type { CacheTag } from '@/server/cacheTags'

/**
 * Expire a tag at once: the next visitor gets a fresh render, never the stale page ("publishing shows
 * the change on the site at once"). Outside a Next server (seed, CLI) there is no cache to expire.
 */
export function expireTags(tags: CacheTag[], context?: Record<string, unknown>): void {
  if (context?.skipRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next: nothing is cached, nothing to expire.
    }
  }
}

type Versioned = TypeWithID & { _status?: 'draft' | 'published' | null }

/** Drafts are invisible on the site; only publishing, unpublishing and deleting change it. */
export const revalidateOnPublish =
  (...tags: CacheTag[]): CollectionAfterChangeHook<Versioned> =>
  ({ doc, previousDoc, req }) => {
    const touchesSite = doc._status !== 'draft' || previousDoc?._status === 'published'
    if (touchesSite) expireTags(tags, req.context)
    return doc
  }

export const revalidateOnDelete =
  (...tags: CacheTag[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }

export const revalidateGlobal =
  (...tags: CacheTag[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }
