/**
 * Finnish for the rich text editor's own strings. Lexical ships its strings per language under the
 * `lexical` namespace and has no Finnish either; without these, staff would see raw keys in the toolbar.
 */
export const fiLexical = {
  lexical: {
    general: {
      placeholder: 'Aloita kirjoittaminen tai paina ”/” nähdäksesi komennot…',
      slashMenuBasicGroupLabel: 'Perusosat',
      slashMenuListGroupLabel: 'Luettelot',
      toolbarItemsActive: '{{count}} käytössä',
    },
    align: {
      alignCenterLabel: 'Keskitä',
      alignJustifyLabel: 'Tasaa molemmat reunat',
      alignLeftLabel: 'Tasaa vasemmalle',
      alignRightLabel: 'Tasaa oikealle',
    },
    blockquote: { label: 'Lainaus' },
    blocks: {
      inlineBlocks: { create: 'Luo {{label}}', edit: 'Muokkaa: {{label}}', label: 'Tekstinsisäiset lohkot', remove: 'Poista {{label}}' },
      label: 'Lohkot',
    },
    checklist: { label: 'Tarkistuslista' },
    heading: { label: 'Otsikko {{headingLevel}}' },
    horizontalRule: { label: 'Vaakaviiva' },
    indent: { decreaseLabel: 'Vähennä sisennystä', increaseLabel: 'Lisää sisennystä' },
    link: { label: 'Linkki', loadingWithEllipsis: 'Ladataan…' },
    orderedList: { label: 'Numeroitu luettelo' },
    paragraph: { label: 'Kappale', label2: 'Leipäteksti' },
    relationship: { label: 'Viittaus' },
    textState: { defaultStyle: 'Oletustyyli' },
    unorderedList: { label: 'Luettelo' },
    upload: { label: 'Kuva tai tiedosto' },
  },
}
