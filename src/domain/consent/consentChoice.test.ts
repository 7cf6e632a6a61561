import { describe, expect, it } from 'vitest'
import { allGranted, consentModeOf, currentChoice, isGranted, noneGranted, parseConsent, serializeConsent, tagManagerAllowed } from './consentChoice'

const choice = { functional: true, analytics: false, marketing: true, version: 3, at: 1767225600 }

describe('the stored consent choice', () => {
  it('reads back what it wrote', () => {
    expect(serializeConsent(choice)).toBe('v=3&functional=1&analytics=0&marketing=1&at=1767225600')
    expect(parseConsent(serializeConsent(choice))).toEqual(choice)
  })

  it('reads a damaged or foreign value as no choice, so the visitor is asked', () => {
    for (const value of [
      null,
      '',
      'yes',
      'v=3&functional=1&analytics=0&at=1',
      'v=x&functional=1&analytics=0&marketing=0&at=1',
      'v=3&functional=2&analytics=0&marketing=0&at=1',
    ]) {
      expect(parseConsent(value)).toBeNull()
    }
  })

  it('counts a choice made under another policy version as none', () => {
    expect(currentChoice(choice, 3)).toBe(choice)
    expect(currentChoice(choice, 4)).toBeNull()
    expect(currentChoice(null, 3)).toBeNull()
  })

  it('always grants essential cookies and nothing else without a choice', () => {
    expect(isGranted(null, 'essential')).toBe(true)
    expect(isGranted(null, 'functional')).toBe(false)
    expect(isGranted(choice, 'marketing')).toBe(true)
    expect(isGranted(choice, 'analytics')).toBe(false)
  })

  it('lets the tag manager run after analytics or marketing consent only', () => {
    expect(tagManagerAllowed(null)).toBe(false)
    expect(tagManagerAllowed({ ...noneGranted, functional: true })).toBe(false)
    expect(tagManagerAllowed({ ...noneGranted, analytics: true })).toBe(true)
    expect(tagManagerAllowed({ ...noneGranted, marketing: true })).toBe(true)
  })
})

describe('Google Consent Mode from the categories', () => {
  it('denies everything but security storage by default', () => {
    expect(consentModeOf(null)).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
      security_storage: 'granted',
    })
  })

  it('maps functional, analytics and marketing to their signals', () => {
    expect(consentModeOf({ ...noneGranted, analytics: true })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      functionality_storage: 'denied',
    })
    expect(consentModeOf({ ...noneGranted, functional: true })).toMatchObject({
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
    })
    expect(consentModeOf({ ...noneGranted, marketing: true })).toMatchObject({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    })
    expect(Object.values(consentModeOf(allGranted)).every((state) => state === 'granted')).toBe(true)
  })
})
