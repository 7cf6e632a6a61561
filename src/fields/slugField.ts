import type { CollectionSlug, TextField } from 'payload'
import { localeFromIso } from '@/domain/locale'
import { slugify } from '@/domain/slug'
import { l, type AdminLabel } from '@/i18n/admin/labels'
import { takenInLocale } from './uniqueInLocale'

type ValidateArgs = { req: Parameters<typeof takenInLocale>[0]; id?: number | string }

/**
 * A document's own part of its address, per language: made from the title when left empty, and
 * refused (in the admin's language) when another document of the collection has it in that language.
 */
export function slugField(collection: CollectionSlug, taken: (slug: string) => AdminLabel): TextField {
  return {
    name: 'slug',
    type: 'text',
    localized: true,
    index: true,
    label: l('Osoitteen loppu', 'Slug', 'Adressens slut'),
    admin: {
      position: 'sidebar',
      description: l(
        'Tehdään otsikosta, jos jätät tyhjäksi; eri jokaisella saman kielen sivulla',
        'Made from the title when left empty; unique per language',
        'Skapas av rubriken om fältet lämnas tomt; unikt per språk',
      ),
    },
    validate: async (value: unknown, { req, id }: ValidateArgs) => {
      if (typeof value !== 'string' || value === '') return true // filled from the title
      if (!(await takenInLocale(req, collection, 'slug', value, id))) return true
      return taken(value)[localeFromIso(req.i18n?.language)]
    },
    hooks: {
      beforeValidate: [({ value, siblingData }) => slugify(typeof value === 'string' && value ? value : String(siblingData?.title ?? ''))],
    },
  }
}
