// The security headers of every answer (docs/security.md#headers), set by scripts/server.mjs before Next runs,
// so pages from the cache, route handlers, Payload's REST API, the admin and static files all get
// them. A route that needs a stricter policy (the test terminal) sets its own header over these.

/**
 * The tag manager (docs/consent.md#the-tag-manager), which runs only after analytics or marketing
 * consent: its container script, and where Google Analytics' tags send their hits (a pixel or a
 * fetch, to regional collection hosts under these two domains).
 */
const tagManager = 'https://www.googletagmanager.com'
const analyticsHits = ['https://*.google-analytics.com', 'https://*.analytics.google.com']

/**
 * Content pages are cached and shared by every visitor, so a per-request nonce cannot be used, and
 * Next writes its bootstrap and page data as inline scripts: 'unsafe-inline' scripts are the price of
 * caching. Everything else is locked to this site and the tag manager: no plugins, no other foreign
 * scripts, styles, fetches or forms, no <base> hijack, and no framing by anyone.
 */
const site = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", tagManager],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', tagManager, ...analyticsHits],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", tagManager, ...analyticsHits],
  // The imageHalfTextHalf block embeds YouTube videos (privacy-enhanced mode).
  'frame-src': ['https://www.youtube-nocookie.com'],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}

/** Payload's admin loads the code editor of its JSON fields (Monaco) from jsDelivr, which needs eval and workers. */
const monaco = 'https://cdn.jsdelivr.net'
const admin = {
  ...site,
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-inline'", "'unsafe-eval'", monaco],
  'style-src': ["'self'", "'unsafe-inline'", monaco],
  'font-src': ["'self'", 'data:', monaco],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'"],
}

const render = (policy, https) =>
  [...Object.entries(policy).map(([name, values]) => `${name} ${values.join(' ')}`), ...(https ? ['upgrade-insecure-requests'] : [])].join('; ')

// Nothing on the site uses these; a frame or script that asks for them is refused.
const permissions = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/**
 * The headers for a request to `pathname` on a site whose public address is `publicUrl`.
 * @param {string} pathname
 * @param {string} publicUrl
 * @returns {Record<string, string>}
 */
export function securityHeaders(pathname, publicUrl) {
  const https = publicUrl.startsWith('https://')
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/')
  return {
    'content-security-policy': render(isAdmin ? admin : site, https),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': permissions,
    'cross-origin-opener-policy': 'same-origin',
    // Only over https: a browser ignores it on http, and on localhost it would pin a developer's machine.
    ...(https ? { 'strict-transport-security': 'max-age=63072000' } : {}),
  }
}
