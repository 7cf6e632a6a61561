export { Apartments } from './Apartments'
export { HomeownerCoUsers } from './HomeownerCoUsers'
export { HomeownerReleases } from './HomeownerReleases'
export { HomeownerReservations } from './HomeownerReservations'
