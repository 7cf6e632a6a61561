import 'server-only'
/** Mails of the homeowner service: the copy of an own reservation, the note to staff, and a co-user's invitation. */
import { formatFinnishDate as formatDate } from '@/domain/helsinki'
import type { Locale } from '@/domain/locale'
import { catalogues } from '@/i18n/catalogues'
import { createTranslator } from 'next-intl'
import type { Mail, MailDocument } from './mailDocument'
import { renderHtml } from './renderHtml'
import { renderText } from './renderText'

const translator = (locale: Locale) => createTranslator({ locale, messages: catalogues[locale], namespace: 'homeowner.mail' })

const mail = (to: string, subject: string, doc: MailDocument): Mail => ({ to, subject, html: renderHtml(doc), text: renderText(doc) })

export type ReservationFacts = {
  apartment: string
  from: string
  to: string
  guests: number
  contact: string
  email: string
  phone: string
  additionalInfo: string
}

function reservationRows(locale: Locale, r: ReservationFacts): [string, string | string[]][] {
  const t = translator(locale)
  return [
    [t('apartment'), r.apartment],
    [t('arrival'), formatDate(r.from)],
    [t('departure'), formatDate(r.to)],
    [t('guests'), String(r.guests)],
    [t('contact'), [r.contact, r.email, r.phone]],
    [t('additionalInfo'), r.additionalInfo],
  ]
}

export function ownReservationCopy(to: string, locale: Locale, siteName: string, r: ReservationFacts): Mail {
  const t = translator(locale)
  return mail(to, t('copySubject', { siteName, apartment: r.apartment }), {
    lang: locale,
    title: t('copyHeading'),
    blocks: [{ kind: 'facts', heading: t('copyHeading'), rows: reservationRows(locale, r).filter(([, v]) => v !== '') }],
  })
}

/** Staff read this in Finnish, the resort's working language. */
export function ownReservationToStaff(to: string, r: ReservationFacts): Mail {
  const t = translator('fi')
  return mail(to, t('staffSubject', { apartment: r.apartment, from: formatDate(r.from), to: formatDate(r.to) }), {
    lang: 'fi',
    title: t('staffHeading'),
    blocks: [{ kind: 'facts', heading: t('staffHeading'), rows: reservationRows('fi', r).filter(([, v]) => v !== '') }],
  })
}

export function coUserInvitation(
  to: string,
  locale: Locale,
  siteName: string,
  invite: { owner: string; apartment: string; rights: 'view' | 'book'; link: string },
): Mail {
  const t = translator(locale)
  return mail(to, t('inviteSubject', { apartment: invite.apartment, siteName }), {
    lang: locale,
    title: t('inviteHeading'),
    blocks: [
      {
        kind: 'paragraph',
        text: t('inviteIntro', {
          owner: invite.owner,
          apartment: invite.apartment,
          siteName,
          rights: t(invite.rights === 'book' ? 'rightsBook' : 'rightsView'),
        }),
      },
      { kind: 'link', text: t('inviteLink'), href: invite.link },
    ],
  })
}
