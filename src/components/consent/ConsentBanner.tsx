'use client'

import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { allGranted, consentCategories, noneGranted, tagManagerAllowed, type ConsentCategory, type Grants } from '@/domain/consent/consentChoice'
import { dataLayer } from '@/components/analytics/dataLayer'
import { purchasesNowSent } from '@/components/analytics/sentOrders'
import { applyConsent } from '@/components/analytics/tagManager'
import { AwakeControls } from '@/components/ui/AwakeControls'
import { consentChoice } from './consentState'
import { earlyBannerStyleId } from './earlyBanner'
import { getServerSnapshot, getSnapshot, saveConsent, subscribe } from './consentStore'

/** The banner's and the settings' words, from the server (every page's islands run without next-intl's client). */
export type ConsentTexts = {
  title: string
  banner: { title: string; text: string; policy: string }
  acceptAll: string
  rejectAll: string
  settings: string
  dialog: { intro: string; close: string; save: string; alwaysOn: string }
  categories: Record<ConsentCategory, { name: string; description: string }>
}

type Props = { policyVersion: number; tagManagerId: string | null; policyHref: string | null; texts: ConsentTexts }

const settingsRequests = () => getSnapshot().settingsRequests
const noRequests = () => getServerSnapshot().settingsRequests

/**
 * The cookie banner and settings (docs/consent.md#the-banner). Pages are cached for everyone, so the
 * server renders the banner for every visitor and the script before it (earlyBanner.ts) hides it
 * before its first paint when the `consent` cookie holds a choice under the current policy version;
 * once awake, the banner leaves itself out for such a visitor. Painted with the page, the banner is
 * not a late largest paint. It is fixed to the bottom of the window over the page, so showing it
 * moves nothing; its three answers look and weigh the same.
 */
export function ConsentBanner({ policyVersion, tagManagerId, policyHref, texts }: Props) {
  const id = useId()
  const [asking, setAsking] = useState(true)
  const [draft, setDraft] = useState<Grants>(noneGranted)
  const banner = useRef<HTMLElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const returnTo = useRef<HTMLElement | null>(null)
  const requests = useSyncExternalStore(subscribe, settingsRequests, noRequests)

  useEffect(() => {
    const choice = consentChoice()
    if (choice) {
      applyConsent(choice, tagManagerId)
      setAsking(false)
    } else {
      dataLayer() // Consent Mode's defaults (all denied) go first, before anything else is pushed.
      document.getElementById(earlyBannerStyleId)?.remove()
    }
  }, [tagManagerId])

  const openSettings = useCallback(() => {
    const element = dialog.current
    if (!element || element.open) return
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setDraft(consentChoice() ?? noneGranted)
    element.showModal()
  }, [])

  useEffect(() => {
    if (requests > 0) openSettings()
  }, [requests, openSettings])

  // The banner covers the bottom of the window: keep what gets keyboard focus scrolled above it.
  useEffect(() => {
    const element = banner.current
    if (!asking || !element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${element.offsetHeight}px`
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.style.scrollPaddingBottom = ''
    }
  }, [asking])

  const decide = (grants: Grants) => {
    saveConsent(grants, policyVersion, Date.now())
    applyConsent(grants, tagManagerId)
    if (tagManagerAllowed(grants)) purchasesNowSent()
    // The answered banner goes away: focus it held moves to the page's content, not to nowhere.
    if (banner.current?.contains(document.activeElement)) focusMain()
    setAsking(false)
  }

  return (
    <>
      {asking ? (
        <section ref={banner} className="consent-banner" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
          <div className="consent-banner__inner">
            <p id={`${id}-title`} className="consent-banner__title">
              {texts.banner.title}
            </p>
            <p id={`${id}-text`} className="consent-banner__text">
              {texts.banner.text}{' '}
              {policyHref ? (
                <a href={policyHref} className="consent-banner__policy">
                  {texts.banner.policy}
                </a>
              ) : null}
            </p>
            <div className="consent-banner__actions">
              {/* The banner is in the server's HTML: an answer clicked before the page wakes up would be lost. */}
              <AwakeControls>
                <button type="button" className="btn btn--primary consent-banner__button" onClick={() => decide(allGranted)}>
                  {texts.acceptAll}
                </button>
                <button type="button" className="btn btn--primary consent-banner__button" onClick={() => decide(noneGranted)}>
                  {texts.rejectAll}
                </button>
                <button type="button" className="btn btn--primary consent-banner__button" aria-haspopup="dialog" onClick={openSettings}>
                  {texts.settings}
                </button>
              </AwakeControls>
            </div>
          </div>
        </section>
      ) : null}
      <dialog
        ref={dialog}
        className="dialog consent-dialog"
        aria-labelledby={`${id}-dialog-title`}
        aria-describedby={`${id}-intro`}
        onKeyDown={keepFocusInside}
        onClose={() => {
          const target = returnTo.current
          returnTo.current = null
          if (target?.isConnected) target.focus()
          else focusMain()
        }}
      >
        <div className="dialog__header">
          <h2 id={`${id}-dialog-title`}>{texts.title}</h2>
          <button type="button" className="dialog__close" aria-label={texts.dialog.close} onClick={() => dialog.current?.close()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <p id={`${id}-intro`}>{texts.dialog.intro}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            decide(draft)
            dialog.current?.close()
          }}
        >
          <ul className="consent-categories">
            {consentCategories.map((category) => (
              <li key={category} className="consent-category">
                <input
                  type="checkbox"
                  id={`${id}-${category}`}
                  name={category}
                  checked={category === 'essential' || draft[category]}
                  disabled={category === 'essential'}
                  aria-describedby={`${id}-${category}-description`}
                  onChange={(event) => {
                    if (category !== 'essential') setDraft((current) => ({ ...current, [category]: event.target.checked }))
                  }}
                />
                <label htmlFor={`${id}-${category}`} className="consent-category__name">
                  {texts.categories[category].name}
                  {category === 'essential' ? <span className="consent-category__locked"> ({texts.dialog.alwaysOn})</span> : null}
                </label>
                <p id={`${id}-${category}-description`} className="consent-category__description">
                  {texts.categories[category].description}
                </p>
              </li>
            ))}
          </ul>
          <button type="submit" className="btn btn--primary">
            {texts.dialog.save}
          </button>
        </form>
      </dialog>
    </>
  )
}

/**
 * A modal <dialog> makes the page behind it inert, but Tab from its last control leaves for the
 * browser's own toolbar: wrap around instead, so the keyboard stays in the settings until they close.
 */
function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, input:not(:disabled), a[href]')]
  const [first, last] = [controls[0], controls.at(-1)]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

function focusMain() {
  document.getElementById('main-content')?.focus({ preventScroll: true })
}
