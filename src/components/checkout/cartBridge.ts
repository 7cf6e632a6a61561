/**
 * What checkout takes from the cart (src/components/cart): the live cart, its contents on step 1,
 * and the copy kept aside while the visitor pays. One file, so the two areas meet in one place.
 */
export { dropPendingCart, restorePendingCart, stashPendingCart, useCart } from '@/components/cart/useCart'
export { CartContents } from '@/components/cart/CartContents'
export { refreshCart } from '@/components/cart/cartStore'
export { clearDigitalCart, digitalOrderLines, DigitalCartSection, useDigitalCart } from '@/components/digitalCart'
