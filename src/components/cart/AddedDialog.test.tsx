// @vitest-environment happy-dom
import { act, useState } from 'react'
import { describe, expect, it } from 'vitest'
import { reactTestRoot } from '@/components/ui/reactTestRoot'
import { localizedPath } from '@/domain/paths'
import { catalogues } from '@/i18n/catalogues'
import { AddedDialog, type AddedDialogTexts } from './AddedDialog'

const dom = reactTestRoot()

const { cart, digitalCart } = catalogues.fi
/** The words of each host: the header's cart button and the activities shop's pass widget. */
const hosts: [string, AddedDialogTexts][] = [
  [
    'main cart',
    { title: cart.added.title, body: (name) => cart.added.body.replace('{title}', name), stay: cart.continueShopping, checkout: cart.goToCheckout },
  ],
  [
    'digital cart',
    {
      title: digitalCart.firstInCart.title,
      body: (name) => digitalCart.firstInCart.body.replace('{name}', name),
      stay: digitalCart.firstInCart.continue,
      checkout: digitalCart.firstInCart.checkout,
    },
  ],
]

/** A product page: "Add to cart" sets the name, as the cart button and the pass widget do on a first add. */
function Page({ texts, onClosed }: { texts: AddedDialogTexts; onClosed: () => void }) {
  const [name, setName] = useState<string | null>(null)
  return (
    <>
      <button type="button" onClick={() => setName('Kiipeily 5 krt')}>
        Lisää ostoskoriin
      </button>
      <AddedDialog
        name={name}
        checkoutHref={localizedPath('checkout', 'fi')}
        texts={texts}
        onClosed={() => {
          setName(null)
          onClosed()
        }}
      />
    </>
  )
}

describe.each(hosts)('the first-in-cart popup of the %s', (_host, texts) => {
  it('opens with what was added, offers checkout, and gives focus back to "Add to cart" when closed', () => {
    let closed = 0
    act(() => dom.root.render(<Page texts={texts} onClosed={() => closed++} />))
    const dialog = dom.container.querySelector('dialog')!
    const add = dom.container.querySelector('button')!
    expect(dialog.open).toBe(false)

    act(() => add.focus())
    act(() => add.click())
    expect(dialog.open).toBe(true)
    const title = document.getElementById(dialog.getAttribute('aria-labelledby')!)!
    const body = document.getElementById(dialog.getAttribute('aria-describedby')!)!
    expect(title.textContent).toBe(texts.title)
    expect(body.textContent).toBe(texts.body('Kiipeily 5 krt'))
    const checkout = [...dialog.querySelectorAll('a')].find((a) => a.textContent === texts.checkout)!
    expect(checkout.getAttribute('href')).toBe(localizedPath('checkout', 'fi'))

    const stay = [...dialog.querySelectorAll('button')].find((b) => b.textContent === texts.stay)!
    // A browser puts focus on it (autofocus); happy-dom does not, so the visitor's focus is set here.
    act(() => stay.focus())
    act(() => stay.click())
    expect(dialog.open).toBe(false)
    expect(closed).toBe(1)
    expect(document.activeElement).toBe(add)
  })
})
