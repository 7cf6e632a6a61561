import type { Block } from 'payload'
import { image } from '@/fields/link'

export const LoginForm: Block = {
  slug: 'loginForm',
  interfaceName: 'LoginFormBlock',
  fields: [image('image')],
}
