/** `application_description` is HTML from the network: only harmless formatting survives. */
import DOMPurify from 'dompurify'

const allowedTags = ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'span', 'a', 'h3', 'h4']

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: ['href'],
    ALLOWED_URI_REGEXP: /^https:/i,
  })
}
