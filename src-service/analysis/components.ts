/** 8-connected components of a binary grid, with per-component pixel lists for measuring them. */

export interface Component {
  /** Pixel indices (row-major). */
  pixels: number[]
}

/** Components of the pixels where `on[i]` is non-zero, in raster order of their first pixel. */
export function findComponents(on: Uint8Array, width: number, height: number): Component[] {
  const seen = new Uint8Array(on.length)
  const stack = new Int32Array(on.length)
  const out: Component[] = []
  for (let start = 0; start < on.length; start++) {
    if (!on[start] || seen[start]) continue
    const pixels: number[] = []
    let top = 0
    stack[top++] = start
    seen[start] = 1
    while (top > 0) {
      const i = stack[--top] ?? 0
      pixels.push(i)
      const x = i % width
      const y = (i - x) / width
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy
        if (ny < 0 || ny >= height) continue
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx
          if (nx < 0 || nx >= width || (dx === 0 && dy === 0)) continue
          const j = ny * width + nx
          if (on[j] && !seen[j]) {
            seen[j] = 1
            stack[top++] = j
          }
        }
      }
    }
    out.push({ pixels })
  }
  return out
}
