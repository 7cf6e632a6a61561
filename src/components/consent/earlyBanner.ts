/**
 * The cookie banner's first paint (ConsentBanner.tsx). Pages are cached for everyone, so the server
 * renders the banner for every visitor, and this script, inlined just before it, runs while the page
 * is still being parsed: a visitor whose `consent` cookie holds a choice under the page's policy
 * version gets a style rule that hides the banner before it is painted. A first-time visitor sees
 * the banner with the page's first paint instead of after the page's script has loaded. The banner
 * decides again once awake (consentState.ts) and removes the rule if it must ask after all.
 */
export const earlyBannerStyleId = 'consent-banner-early'

/** The inline script for pages of this policy version; plain ES5, the same reading as parseConsent. */
export function earlyBannerScript(policyVersion: number): string {
  return `(function(v){try{var m=document.cookie.match(/(?:^|;\\s*)consent=([^;]*)/);if(!m)return;var f={};m[1].split('&').forEach(function(p){var i=p.indexOf('=');f[p.slice(0,i)]=p.slice(i+1)});var n=/^\\d{1,12}$/;if(!n.test(f.v||'')||Number(f.v)!==v||!n.test(f.at||''))return;if(!['functional','analytics','marketing'].every(function(c){return f[c]==='0'||f[c]==='1'}))return;var s=document.createElement('style');s.id='${earlyBannerStyleId}';s.textContent='.consent-banner{display:none}';document.head.appendChild(s)}catch(e){}})(${Math.trunc(policyVersion)})`
}
