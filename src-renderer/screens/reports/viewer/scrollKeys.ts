/**
 * Where a key moves the report's pages once they have the focus: arrows by a line, Page Up/Down and Space by
 * most of a screen, Home and End to the first and last page. Null for any other key (it is left alone).
 */
export type ScrollBox = { scrollTop: number; scrollHeight: number; clientHeight: number }

const LINE_PX = 40
/** A page step keeps a little of the previous view, so the reader does not lose the line. */
const PAGE_OVERLAP = 0.9

export function scrollTarget(key: string, shiftKey: boolean, box: ScrollBox): number | null {
  const page = Math.max(LINE_PX, Math.round(box.clientHeight * PAGE_OVERLAP))
  const bottom = Math.max(0, box.scrollHeight - box.clientHeight)
  const to = (top: number) => Math.min(bottom, Math.max(0, top))
  switch (key) {
    case 'ArrowDown':
      return to(box.scrollTop + LINE_PX)
    case 'ArrowUp':
      return to(box.scrollTop - LINE_PX)
    case 'PageDown':
      return to(box.scrollTop + page)
    case 'PageUp':
      return to(box.scrollTop - page)
    case ' ':
      return to(box.scrollTop + (shiftKey ? -page : page))
    case 'Home':
      return 0
    case 'End':
      return bottom
    default:
      return null
  }
}
