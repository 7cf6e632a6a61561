/** What the cart dialog and checkout use of the digital cart (docs/content-model.md#the-pass-cart). */
export { DigitalCartSection } from './DigitalCartSection'
export { useDigitalCart } from './useDigitalCart'
export { PassPurchase } from './PassPurchase'
export { clearDigitalCart, digitalOrderLines } from './digitalCartStore'
