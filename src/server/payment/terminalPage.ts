import 'server-only'
import { createTranslator } from 'next-intl'
import type { Locale } from '@/domain/locale'
import { formatPrice } from '@/domain/money'
import { localizedPath } from '@/domain/paths'
import { catalogues, type Messages } from '@/i18n/catalogues'
import { terminalPath, type TerminalAction } from './testTerminal'
import type { TerminalTicket } from './terminalTicket'
import { escapeHtml } from '@/server/http/escapeHtml'

/**
 * The test terminal's pages as plain HTML: the terminal stands in for a bank's site outside the
 * shop's layout, so it needs no React and works without JavaScript.
 */
const translator = (locale: Locale) => createTranslator({ locale, messages: catalogues[locale] as Messages, namespace: 'payment' })

// Black on yellow and white on dark green both exceed 7:1; focus rings are 3 px and offset.
const styles = `
body{margin:0;font:1.125rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f4f4f4}
.banner{margin:0;padding:1rem;background:#ffd400;border-bottom:4px solid #1a1a1a;text-align:center;font-size:1.25rem}
main{box-sizing:border-box;width:calc(100% - 2rem);max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #757575}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:700}dd{margin:0}
fieldset{border:0;padding:0;margin:1.5rem 0 0;display:grid;gap:.75rem}legend{font-weight:700;margin-bottom:.75rem}
button{font:inherit;padding:.75rem 1rem;border:2px solid #1a1a1a;border-radius:4px;background:#fff;color:#1a1a1a;cursor:pointer}
button[value=pay]{background:#0b5d2a;border-color:#0b5d2a;color:#fff;font-weight:700}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px;box-shadow:0 0 0 6px #ffd400}
a{color:#0b4f8a}`

function page(locale: Locale, title: string, content: string): string {
  const t = translator(locale)
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header><p class="banner"><strong>${escapeHtml(t('terminal.banner'))}</strong> — ${escapeHtml(t('terminal.bannerNote'))}</p></header>
<main>
${content}
</main>
</body>
</html>
`
}

const buttons: TerminalAction[] = ['pay', 'cancel', 'fail', 'timeout', 'payLost']

/** The terminal: the order, its amount and one button per way a payment can end. */
export function renderTerminalPage(ticket: TerminalTicket, token: string): string {
  const locale = ticket.language
  const t = translator(locale)
  const amount = formatPrice(ticket.amount, locale)
  const label = (action: TerminalAction) => (action === 'pay' ? t('terminal.pay', { amount }) : t(`terminal.${action}`))
  return page(
    locale,
    t('terminal.documentTitle', { orderNumber: ticket.orderNumber }),
    `<h1>${escapeHtml(t('terminal.heading'))}</h1>
<p>${escapeHtml(t('terminal.intro'))}</p>
<dl>
<dt>${escapeHtml(t('terminal.orderNumber'))}</dt><dd>${escapeHtml(ticket.orderNumber)}</dd>
<dt>${escapeHtml(t('terminal.amount'))}</dt><dd>${escapeHtml(amount)}</dd>
</dl>
<form method="post" action="${terminalPath}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<fieldset>
<legend>${escapeHtml(t('terminal.choose'))}</legend>
${buttons.map((action) => `<button type="submit" name="action" value="${action}">${escapeHtml(label(action))}</button>`).join('\n')}
</fieldset>
</form>`,
  )
}

/** After `payLost`: the payment is made, and the shop will find it by asking the terminal. */
export function renderTerminalLost(locale: Locale): string {
  const t = translator(locale)
  return page(locale, t('terminalLost.documentTitle'), `<h1>${escapeHtml(t('terminalLost.heading'))}</h1>\n<p>${escapeHtml(t('terminalLost.text'))}</p>`)
}

/** A broken, forged or expired link, or a terminal that is switched off: say so and lead back. */
export function renderTerminalError(locale: Locale, problem: 'invalid' | 'unavailable'): string {
  const t = translator(locale)
  return page(
    locale,
    t('terminalError.documentTitle'),
    `<h1>${escapeHtml(t('terminalError.heading'))}</h1>
<p>${escapeHtml(problem === 'invalid' ? t('terminalError.text') : t('terminalError.unavailable'))}</p>
<p><a href="${escapeHtml(localizedPath('checkout', locale))}">${escapeHtml(t('terminalError.back'))}</a></p>`,
  )
}
