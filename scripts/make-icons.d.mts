// Types of make-icons.mjs, for the test that regenerates the icons (tests/codebase/resources-icons.unit.test.ts).
import type { OSType } from '@fiahfy/icns'

export const PNG_SIZES: number[]
export const ICO_SIZES: number[]
export const ICNS_ENTRIES: [OSType, number][]
export const LARGE_PNG_SIZE: number
export function renderPng(svg: Buffer, size: number): Promise<Buffer>
export function makeIcons(svgPath: string, outDir: string): Promise<void>
