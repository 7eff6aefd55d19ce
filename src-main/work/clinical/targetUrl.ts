/**
 * The address rule of both clinical targets (issue 44): https, or plain http only to this computer (the tests'
 * servers, a local gateway), so a patient's data never crosses a network unencrypted. Pure.
 */
const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether `text` is an address a clinical target may have. */
export function isTargetUrl(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  if (url.username !== '' || url.password !== '' || url.hash !== '') return false
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && loopbackHosts.has(url.hostname)
}

/** Whether `text` is an absolute URI (a system such as the clinic's MRN system: `https://…`, `urn:oid:…`). */
export function isAbsoluteUri(text: string): boolean {
  return /^[A-Za-z][A-Za-z0-9+.-]*:\S+$/.test(text)
}
