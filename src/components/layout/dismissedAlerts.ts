/**
 * The alert bar's first paint (AlertBar.tsx). Pages are cached for everyone, so the server renders
 * every alert; this script, inlined just before the bar, runs while the page is still being parsed
 * and hides the visitor's dismissed alerts (kept in a cookie) with a style rule before the bar is
 * painted. So the bar neither appears late nor flashes, and nothing below it moves.
 */
export const dismissedAlertsCookie = 'dismissedAlerts'
/** Each alert's place in the whole list, which the rule below hides it by (an id is any text). */
export const alertIndexAttribute = 'data-alert-index'

/** The inline script for the alerts with these ids, in their order; plain ES5, no framework. */
export function dismissedAlertsScript(ids: string[]): string {
  const list = JSON.stringify(ids).replace(/</g, '\\u003c')
  return `(function(ids){try{var m=document.cookie.match(/(?:^|;\\s*)${dismissedAlertsCookie}=([^;]*)/);if(!m)return;var d=JSON.parse(decodeURIComponent(m[1]));if(!d||typeof d!=='object')return;var hide=[];for(var i=0;i<ids.length;i++)if(Object.prototype.hasOwnProperty.call(d,ids[i]))hide.push('[${alertIndexAttribute}="'+i+'"]');if(!hide.length)return;var s=document.createElement('style');s.textContent=(hide.length===ids.length?'.alert-bar':hide.join(','))+'{display:none}';document.head.appendChild(s)}catch(e){}})(${list})`
}
