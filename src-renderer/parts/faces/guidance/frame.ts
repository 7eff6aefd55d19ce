/** The plain shapes the guidance maths works on, free of DOM types so the unit tests run them in Node. */

/** RGBA pixels, row by row (the layout of ImageData and of sharp's raw output with an alpha channel). */
export type RgbaFrame = { width: number; height: number; data: Uint8ClampedArray }

export type Point = { x: number; y: number }

export type Box = { x: number; y: number; width: number; height: number }

/** One face the model found: its box and its 68 iBUG landmarks, in the pixels of the analysed frame. */
export type FoundFace = { box: Box; score: number; landmarks: Point[] }
