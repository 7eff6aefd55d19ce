/** Scanline polygon filling (even–odd rule, pixel centres) on a row-major grid. */
import type { Point } from './geometry'

/** Calls `visit(index)` for every pixel of a `width` × `height` grid whose centre lies inside `polygon`. */
export function fillPolygon(
  width: number,
  height: number,
  polygon: readonly Point[],
  visit: (index: number) => void,
) {
  const n = polygon.length
  if (n < 3) return
  let minY = Infinity
  let maxY = -Infinity
  for (const q of polygon) {
    minY = Math.min(minY, q.y)
    maxY = Math.max(maxY, q.y)
  }
  const y0 = Math.max(0, Math.ceil(minY - 0.5))
  const y1 = Math.min(height - 1, Math.floor(maxY - 0.5))
  const xs: number[] = []
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5
    xs.length = 0
    for (let i = 0; i < n; i++) {
      const a = polygon[i]
      const b = polygon[(i + 1) % n]
      if (!a || !b) continue
      if ((a.y <= cy && b.y > cy) || (b.y <= cy && a.y > cy)) {
        xs.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x))
      }
    }
    xs.sort((u, v) => u - v)
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] ?? 0) - 0.5))
      const to = Math.min(width - 1, Math.floor((xs[k + 1] ?? 0) - 0.5))
      const row = y * width
      for (let x = from; x <= to; x++) visit(row + x)
    }
  }
}
