import type { ButtonView } from '@/domain/content'
import { CmsLink } from './CmsLink'

/** A CMS button (appearances primary, secondary, white). */
export function Button({ button }: { button: ButtonView }) {
  return <CmsLink link={button} className={`btn btn--${button.appearance}`} />
}

export function Buttons({ buttons }: { buttons?: unknown }) {
  const list = (Array.isArray(buttons) ? buttons : []) as ButtonView[]
  if (list.length === 0) return null
  return (
    <div className="btn-row">
      {list.map((button) => (
        <Button key={button.id} button={button} />
      ))}
    </div>
  )
}
