// Scaffold: the footer's newsletter sign-up (issue 16, newsletter).
export function FooterNewsletter() {
  return null
}
