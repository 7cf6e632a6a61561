/**
 * What every service answers its route: a value, or a refusal with the HTTP status and message the
 * storefront API answers (`{ status, message, extendedErrorCode?, errors? }`). `field` is the short
 * form of one field error; `errors` lists several. Services narrow `Status` to the refusals they make.
 */
export type FieldError = { field: string; message: string }

export type ServiceRefusal<Status extends number = number> = {
  ok: false
  status: Status
  message: string
  extendedErrorCode?: number
  field?: string
  errors?: FieldError[]
}

export type ServiceResult<T, Status extends number = number> = { ok: true; status?: 200 | 201; value: T } | ServiceRefusal<Status>
