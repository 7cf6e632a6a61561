/**
 * Above the admin's list of newsletter subscriptions (docs/forms.md#newsletter): a filter for the
 * confirmed subscribers (those with consent; the list's own Filters offer the rest) and the CSV
 * export of them. The export endpoint checks the staff session itself.
 */
import { Button } from '@payloadcms/ui'
import { staffText } from '@/i18n/admin/staffActions'
import './staffActions.css'

const list = '/admin/collections/newsletter-subscriptions'

/** A server component: Payload hands it the admin's language. */
export function NewsletterListActions({ i18n }: { i18n?: { language?: string } }) {
  const language = i18n?.language ?? 'fi'
  return (
    <nav className="staff-list-actions" aria-label={staffText(language, 'newsletterNav')}>
      <Button el="anchor" url={`${list}?where[status][equals]=confirmed&sort=-consentAt`} buttonStyle="pill" size="small">
        {staffText(language, 'newsletterConfirmed')}
      </Button>
      <Button el="anchor" url={list} buttonStyle="pill" size="small">
        {staffText(language, 'newsletterAll')}
      </Button>
      <Button el="anchor" url="/proxy/staff/newsletter/subscribers.csv" buttonStyle="secondary" size="small">
        {staffText(language, 'newsletterExport')}
      </Button>
    </nav>
  )
}
