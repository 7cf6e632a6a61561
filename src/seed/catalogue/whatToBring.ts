/**
 * What the demo's guests are told to bring along (docs/checkout.md#the-confirmation), by product code:
 * the confirmation page and e-mail show it with the line. Products not listed need nothing in particular.
 */
import type { Locale } from '@/domain/locale'
import type { Loc } from '../content/types'
import { loc } from './text'

const swimming = loc(
  'Uima-asu ja pyyhe; lukollinen kaappi vaatii 1 €:n kolikon.',
  'Swimwear and a towel; a locker takes a 1 € coin.',
  'Badkläder och handduk; ett låsbart skåp kräver ett 1 €-mynt.',
)

export const demoWhatToBring: Record<string, Loc> = {
  'UINTI-AIKUINEN': swimming,
  'UINTI-LAPSI': swimming,
  'UINTI-PIENI': loc('Uimavaippa, uima-asu ja pyyhe.', 'A swim nappy, swimwear and a towel.', 'Badblöja, badkläder och handduk.'),
  AAMUJOOGA: loc(
    'Väljät vaatteet ja juomapullo; joogamatot saat meiltä.',
    'Loose clothes and a water bottle; we lend the mats.',
    'Bekväma kläder och en vattenflaska; mattor lånar du av oss.',
  ),
  VESIJUMPPA: swimming,
  KIIPEILY: loc(
    'Sisäkengät ja liikuntavaatteet; valjaat ja kypärä kuuluvat hintaan.',
    'Indoor shoes and sportswear; harness and helmet are included.',
    'Inneskor och träningskläder; sele och hjälm ingår.',
  ),
  LUMIKENKAILY: loc(
    'Lämmin kerrospukeutuminen, pipo ja hanskat; lumikengät ja sauvat saat meiltä.',
    'Warm layers, a hat and gloves; we provide snowshoes and poles.',
    'Varma lager, mössa och handskar; snöskor och stavar får du av oss.',
  ),
  'UIMAKOULU-LAPSET': swimming,
  HIIHTOKURSSI: loc(
    'Omat sukset, jos sinulla on; muuten vuokraa ne Suksivuokrasta ennen ensimmäistä kertaa.',
    'Your own skis if you have them; otherwise rent them at Ski hire before the first session.',
    'Egna skidor om du har; annars hyr dem i Skiduthyrningen före första gången.',
  ),
}

/** The product's *what to bring* in a language, as the Products collection stores it. */
export const whatToBringData = (code: string, locale: Locale) => (demoWhatToBring[code] ? { whatToBring: demoWhatToBring[code][locale] } : {})
