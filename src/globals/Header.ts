import type { Field, GlobalConfig } from 'payload'
import { anyone, isStaff } from '@/access'
import { linkFields } from '@/fields/link'
import { revalidateGlobal } from '@/hooks/revalidate'
import { cacheTags } from '@/server/cacheTags'
import { adminGroups, l } from '@/i18n/admin/labels'

const navLinks = (name: string, nested: boolean): Field => ({
  name,
  type: 'array',
  localized: true,
  maxRows: 10,
  fields: [...linkFields(), ...(nested ? [{ name: 'children', type: 'array', maxRows: 12, fields: linkFields() } as Field] : [])],
})

/** Site header per language (docs/content-model.md#navigation). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: l('Ylätunniste', 'Header', 'Sidhuvud'),
  admin: { group: adminGroups.layout },
  access: { read: anyone, update: isStaff },
  fields: [
    navLinks('primaryLinks', true),
    navLinks('secondaryLinks', true),
    { name: 'contactInfo', type: 'textarea', localized: true, admin: { description: 'Shown with the secondary links' } },
  ],
  hooks: { afterChange: [revalidateGlobal(cacheTags.layout)] },
}
