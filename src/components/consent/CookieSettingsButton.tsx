// Scaffold: the footer's "Cookie settings" opener (issue 16, consent).
export function CookieSettingsButton() {
  return null
}
