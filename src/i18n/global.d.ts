import type { Locale } from '@/domain/locale'
import type { Messages as AppMessages } from './catalogues'

// Typed message keys: using a key that is not in the catalogues fails the type check.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale
    Messages: AppMessages
  }
}
