/** What the cart dialog and checkout use of the digital cart (spec §3 second cart shape). */
export { DigitalCartSection } from './DigitalCartSection'
export { useDigitalCart } from './useDigitalCart'
export { PassPurchase } from './PassPurchase'
export { clearDigitalCart, digitalOrderLines, storageKey } from './digitalCartStore'
