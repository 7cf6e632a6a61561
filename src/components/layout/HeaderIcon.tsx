/**
 * The line icons of the header's client parts (cart button, account link, search field), apart from
 * Icon's full set: a client component's script carries every path of the set it imports, and these
 * parts are in every page's first script (docs/content.md#first-load-javascript).
 */
export const headerIconPaths = {
  cart: 'M3 4h2l2.5 11h11L21 7H6.2M9 20h.01M18 20h.01',
  user: 'M12 3a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 21a8 8 0 0 1 16 0',
  home: 'M3 11l9-7 9 7M5 9.5V20h14V9.5M10 20v-6h4v6',
  search: 'M10.5 4a6.5 6.5 0 1 0 0 13 6.5 6.5 0 0 0 0-13zM15.5 15.5L21 21',
  close: 'M6 6l12 12M18 6L6 18',
}

/** The frame of every line icon (24×24, stroke = currentColor); always decorative, so hidden from assistive tech. */
export function IconSvg({ d, className }: { d: string; className?: string | undefined }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

export function HeaderIcon({ name }: { name: keyof typeof headerIconPaths }) {
  return <IconSvg d={headerIconPaths[name]} />
}
