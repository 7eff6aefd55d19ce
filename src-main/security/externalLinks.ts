/**
 * Which links may leave the app for the system browser: https only, and only to the connected service's own host
 * or the service's documentation. Everything else is denied (a link in a service's answer cannot send the user
 * anywhere else).
 */
export const DOCUMENTATION_HOST = 'docs.saas.haut.ai'

export function mayOpenExternally(url: string, serviceBaseUrl: string | undefined): boolean {
  let target: URL
  try {
    target = new URL(url)
  } catch {
    return false
  }
  if (target.protocol !== 'https:' || target.username || target.password) return false
  const allowed = new Set([DOCUMENTATION_HOST])
  if (serviceBaseUrl) {
    try {
      const service = new URL(serviceBaseUrl)
      if (service.protocol === 'https:') allowed.add(service.host)
    } catch {
      // no service host to allow
    }
  }
  return allowed.has(target.host)
}
