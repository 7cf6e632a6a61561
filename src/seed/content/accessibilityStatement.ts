/**
 * The accessibility statement (docs/forms.md#accessibility-feedback): what the site meets, what is
 * known not to work yet, and the feedback form that reaches staff.
 */
import type { Loc, SeedPage } from './types'

const md = (...parts: string[]): string => parts.join('\n\n')
const loc = (fi: string, en: string, sv: string): Loc => ({ fi, en, sv })

export const accessibilityStatementPage: SeedPage = {
  key: 'accessibilityStatement',
  contentType: 'page',
  path: loc('saavutettavuusseloste', 'accessibility-statement', 'tillganglighetsutlatande'),
  entryName: 'Accessibility statement',
  pageTitle: loc('Saavutettavuusseloste', 'Accessibility statement', 'Tillgänglighetsutlåtande'),
  metaText: loc(
    'Kuusirinne Resortin verkkosivujen ja verkkokaupan saavutettavuusseloste ja palautelomake.',
    'The accessibility statement of the Kuusirinne Resort website and web shop, with a feedback form.',
    'Tillgänglighetsutlåtande för Kuusirinne Resorts webbplats och webbutik, med ett responsformulär.',
  ),
  body: [
    {
      blockType: 'wysiwygBlock',
      alignLeft: true,
      fontSize: 'normal',
      content: loc(
        md('## Saavutettavuusseloste', 'Tämä seloste koskee Kuusirinne Resort Oy:n verkkosivuja ja verkkokauppaa.'),
        md('## Accessibility statement', 'This statement covers the website and web shop of Kuusirinne Resort Oy.'),
        md('## Tillgänglighetsutlåtande', 'Detta utlåtande gäller Kuusirinne Resort Oy:s webbplats och webbutik.'),
      ),
    },
    { blockType: 'accessibilityFeedback' },
  ],
}
