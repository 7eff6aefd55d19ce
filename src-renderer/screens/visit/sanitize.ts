/**
 * `application_description` is HTML from the network: only harmless formatting survives, and links only to https.
 * A link opens as a new window (issue 30): main lets that through to the system browser only for the service's
 * own host and its documentation (src-main/security/externalLinks.ts), and denies the rest; a link in the page
 * itself would navigate the app, which main refuses, so it did nothing.
 */
import DOMPurify from 'dompurify'

const allowedTags = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'a', 'h3', 'h4']

let purifier: ReturnType<typeof DOMPurify> | null = null

/** A DOMPurify of our own, so its hook reaches no other sanitiser (the masks have theirs). */
function descriptionPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier
  const instance = DOMPurify(window)
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return
    if (!node.hasAttribute('href')) return
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  })
  purifier = instance
  return instance
}

export function sanitizeDescription(html: string): string {
  return descriptionPurifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOWED_URI_REGEXP: /^https:/i,
  })
}
