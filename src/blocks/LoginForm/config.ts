import type { Block } from 'payload'
import { image } from '@/fields/link'
import { l } from '@/i18n/admin/labels'

/** The account forms a page can hold; the login page holds `login`, the registration page `registration`, and so on. */
export const accountForms = ['login', 'registration', 'resetPassword'] as const
export type AccountForm = (typeof accountForms)[number]

export const LoginForm: Block = {
  slug: 'loginForm',
  labels: { singular: l('Kirjautumislomake', 'Sign-in form', 'Inloggningsformulär'), plural: l('Kirjautumislomake', 'Sign-in form', 'Inloggningsformulär') },
  interfaceName: 'LoginFormBlock',
  fields: [
    {
      name: 'form',
      type: 'select',
      required: true,
      defaultValue: 'login',
      options: [
        { label: 'Sign in', value: 'login' },
        { label: 'Registration and e-mail verification', value: 'registration' },
        { label: 'Forgotten password', value: 'resetPassword' },
      ],
      admin: { description: 'Which account form the block shows. Each form also handles the links sent by e-mail for it.' },
    },
    image('image'),
  ],
}
