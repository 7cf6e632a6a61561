'use client'

import { useTranslations } from 'next-intl'
import { isRequiredContactField, type GuestField, type GuestFormErrors, type GuestFormValues } from '@/domain/checkout/guestFormRules'
import { fieldId } from './fieldIds'
import { NoteField } from './NoteField'
import { PhoneField } from './PhoneField'
import { TextField } from './TextField'
import { useFieldError } from './useFieldError'

type Props = {
  values: GuestFormValues
  /** Errors to show now (fields the visitor has left, or all after a submit). */
  errors: GuestFormErrors
  onChange: (patch: Partial<GuestFormValues>) => void
  onBlur: (field: GuestField) => void
  /** Guests may have an account made from these details; a signed-in customer has one. */
  offerRegistration: boolean
}

// `rule` names the shared contact rule (guestForm.ts `contactRules`), which also says whether the field is required.
const textFields = [
  { field: 'firstName', rule: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', rule: 'lastName', autoComplete: 'family-name' },
  { field: 'email', rule: 'email', autoComplete: 'email', type: 'email' },
  { field: 'streetAddress', rule: 'address', autoComplete: 'street-address' },
  { field: 'zipCode', rule: 'zip', autoComplete: 'postal-code', inputMode: 'numeric' },
  { field: 'city', rule: 'city', autoComplete: 'address-level2' },
] as const

/** The guest checkout form's contact part (docs/content-model.md#guest-checkout-form, docs/validation.md#guest-form-and-checkout); the acceptances are on step 2. */
export function GuestForm({ values, errors, onChange, onBlur, offerRegistration }: Props) {
  const t = useTranslations('checkout.contact')
  const errorText = useFieldError()
  const [names, email, street, postal] = [textFields.slice(0, 2), textFields[2], textFields[3], textFields.slice(4)]
  const text = (f: (typeof textFields)[number]) => (
    <TextField
      key={f.field}
      id={fieldId(f.field)}
      label={t(f.field)}
      value={values[f.field]}
      required={isRequiredContactField(f.rule)}
      error={errorText(errors[f.field])}
      type={'type' in f ? f.type : 'text'}
      autoComplete={f.autoComplete}
      inputMode={'inputMode' in f ? f.inputMode : undefined}
      onChange={(value) => onChange({ [f.field]: value })}
      onBlur={() => onBlur(f.field)}
    />
  )
  return (
    <div className="checkout-form">
      <p className="field__hint">{t('requiredNote')}</p>
      <div className="checkout-form__pair">{names.map(text)}</div>
      <PhoneField
        id={fieldId('mobileNumber')}
        prefix={values.mobilePrefix}
        number={values.mobileNumber}
        error={errorText(errors.mobileNumber)}
        onPrefix={(mobilePrefix) => onChange({ mobilePrefix })}
        onNumber={(mobileNumber) => onChange({ mobileNumber })}
        onBlur={() => onBlur('mobileNumber')}
      />
      {text(email)}
      {text(street)}
      <div className="checkout-form__pair">{postal.map(text)}</div>
      <NoteField
        value={values.additionalInformation}
        error={errorText(errors.additionalInformation)}
        onChange={(additionalInformation) => onChange({ additionalInformation })}
        onBlur={() => onBlur('additionalInformation')}
      />
      <div className="field field--check">
        <input
          id={fieldId('marketingEmail')}
          type="checkbox"
          checked={values.marketingEmail}
          onChange={(e) => onChange({ marketingEmail: e.target.checked })}
        />
        <label htmlFor={fieldId('marketingEmail')}>{t('marketingEmail')}</label>
      </div>
      {offerRegistration ? (
        <div className="field field--check">
          <input id={fieldId('register')} type="checkbox" checked={values.register} onChange={(e) => onChange({ register: e.target.checked })} />
          <label htmlFor={fieldId('register')}>{t('register')}</label>
        </div>
      ) : null}
      <p className="field__hint">{t('storageNote')}</p>
    </div>
  )
}
