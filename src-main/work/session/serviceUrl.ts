import { AppFailure } from '../appFailure'

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export function isLoopbackHost(hostname: string): boolean {
  return loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/**
 * Checks a service base URL before any request: a full http(s) URL without credentials, query or fragment,
 * and https unless the host is this computer. Returns it normalised without a trailing slash.
 */
export function checkServiceUrl(input: string): string {
  const text = input.trim()
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new AppFailure('invalid_url', {}, 'baseUrl')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new AppFailure('invalid_url', {}, 'baseUrl')
  if (!url.hostname || url.username || url.password || url.search || url.hash)
    throw new AppFailure('invalid_url', {}, 'baseUrl')
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname))
    throw new AppFailure('insecure_url', { host: url.host }, 'baseUrl')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}
