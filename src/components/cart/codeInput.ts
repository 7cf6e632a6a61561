/** The attributes every code field shares (discount codes, gift card codes): typed as written, never corrected or remembered. */
export const codeInputProps = {
  className: 'field__input',
  maxLength: 40,
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
} as const
