import { lazy, type ComponentType } from 'react'

/**
 * A part loaded on demand (docs/content.md#first-load-javascript), with the handlers for what opens
 * it: its script is fetched ahead once the visitor points at or focuses that control, so it is
 * usually in by the click. A fetch ahead that fails is dropped; the part's own load then tries again
 * and, if that fails too, the error reaches the page's error boundary.
 */
export function lazyOnIntent<Props>(load: () => Promise<{ default: ComponentType<Props> }>) {
  const fetchAhead = () => void load().catch(() => undefined)
  return { Part: lazy(load), intentHandlers: { onPointerEnter: fetchAhead, onFocus: fetchAhead } }
}
