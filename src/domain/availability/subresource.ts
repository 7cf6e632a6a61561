/**
 * docs/roles.md#choosing-a-court: choosing a specific court or activity assortment (a subresource) is enabled only on local
 * or test domains, where staff try things out; visitors on the public domains are allocated a court.
 */

/** The host name of a Host header value: lower case, without port, brackets or a trailing dot. */
function hostName(host: string): string {
  const value = host.trim().toLowerCase()
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined)
  // More than one colon is a bare IPv6 address, which has no port.
  const name = value.split(':').length === 2 ? value.split(':')[0] : value
  return name.replace(/\.$/, '')
}

const localNames = new Set(['localhost', '127.0.0.1', '::1'])
const localSuffixes = ['.localhost', '.local', '.test']

export function subresourceSelectionEnabled(host: string): boolean {
  const name = hostName(host)
  if (localNames.has(name) || localSuffixes.some((suffix) => name.endsWith(suffix))) return true
  const firstLabel = name.split('.')[0]
  return firstLabel === 'test' || firstLabel.endsWith('-test')
}
