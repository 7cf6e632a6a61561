import { headerIconPaths, IconSvg } from './HeaderIcon'

/** Every line icon's path, by name. */
const paths: Record<string, string> = {
  ...headerIconPaths,
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  tag: 'M3 12V4h8l10 10-8 8zM7.5 7.5h.01',
  'credit-card': 'M3 6h18v12H3zM3 10h18M7 15h4',
  mail: 'M3 6h18v12H3zM3 7l9 7 9-7',
  clock: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 3',
  euro: 'M18 6.5A7 7 0 1 0 18 17.5M4 10h9M4 14h9',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5h.01',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  'map-pin': 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21zM12 7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z',
  car: 'M5 16V12l2-5h10l2 5v4zM5 16v3M19 16v3M5 12h14M8 14h.01M16 14h.01',
  accessibility: 'M12 3.5h.01M5 8l7 1.5L19 8M12 9.5V14l-3 6M12 14l3 6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a1 1 0 0 1-1 1A16 16 0 0 1 4 5a1 1 0 0 1 1-1z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  arrow: 'M5 12h14M13 6l6 6-6 6',
  check: 'M4 12l5 5L20 6',
  warning: 'M12 3L2 20h20zM12 10v4M12 17h.01',
  error: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
}

/** A small inline line icon by name (the CMS's icon choices among them); an unknown name shows "info". */
export function Icon({ name, className }: { name: string | null | undefined; className?: string }) {
  return <IconSvg d={name ? (paths[name] ?? paths.info!) : paths.info!} className={className} />
}

/** The spruce mark of the logo. */
export function SpruceMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="16" fill="#1f4d3a" />
      <path d="M16 5l-5 7h3l-5 6h3.5L8 24h7v3h2v-3h7l-4.5-6H23l-5-6h3z" fill="#f4efe3" />
    </svg>
  )
}
