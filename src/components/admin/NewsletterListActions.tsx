/**
 * Above the admin's list of newsletter subscriptions (docs/forms.md#newsletter): a filter for the
 * confirmed subscribers (those with consent; the list's own Filters offer the rest) and the CSV
 * export of them. The export endpoint checks the staff session itself.
 */
import { Button } from '@payloadcms/ui'
import './staffActions.css'

const list = '/admin/collections/newsletter-subscriptions'

export function NewsletterListActions() {
  return (
    <nav className="staff-list-actions" aria-label="Newsletter subscribers">
      <Button el="anchor" url={`${list}?where[status][equals]=confirmed&sort=-consentAt`} buttonStyle="pill" size="small">
        Confirmed subscribers
      </Button>
      <Button el="anchor" url={list} buttonStyle="pill" size="small">
        All subscriptions
      </Button>
      <Button el="anchor" url="/proxy/staff/newsletter/subscribers.csv" buttonStyle="secondary" size="small">
        Export CSV
      </Button>
    </nav>
  )
}
