'use client'
/**
 * A read-only amount of euro cents on an edit view, shown as euros (docs/admin.md#money). Used on
 * records only the shop's services write (orders, payments, refunds, gift cards): staff read them.
 */
import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { NumberFieldClientComponent } from 'payload'
import { adminEuros } from './euros'

export const EuroField: NumberFieldClientComponent = ({ field, path }) => {
  const { value } = useField<number>({ path })
  const { i18n } = useTranslation()
  const id = `field-${path.replace(/\./g, '__')}`
  return (
    <div className="field-type number read-only">
      <FieldLabel htmlFor={id} label={field.label} path={path} />
      <div className="field-type__wrap">
        <input id={id} type="text" readOnly value={adminEuros(value, i18n.language)} />
      </div>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
