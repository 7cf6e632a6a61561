/**
 * What checkout takes from the cart (src/components/cart): the live cart, its contents on step 1,
 * and the copy kept aside while the visitor pays. One file, so the two areas meet in one place.
 * Each name comes from its own module: checkout's first script carries every module this file
 * names, so the passes' section (which step 2 imports itself) and their product form stay out.
 */
export { dropPendingCart, restorePendingCart, stashPendingCart, useCart } from '@/components/cart/useCart'
export { CartContents } from '@/components/cart/CartContents'
export { refreshCart } from '@/components/cart/cartStore'
export { clearDigitalCart, digitalOrderLines } from '@/components/digitalCart/digitalCartStore'
export { useDigitalCart } from '@/components/digitalCart/useDigitalCart'
