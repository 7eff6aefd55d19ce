/**
 * What main hands the parser process to make a before/after sheet (issue 45): each pair's photos as kept, with
 * the faces the renderer measured, the part to show, and every word already written in the sheet's language
 * (sheetTexts.ts). The parser aligns, cuts and re-encodes the photos (sheetPixels.ts) and draws the page
 * (sheetPdf.ts); it decides no wording. Plain data: it crosses to the parser process by structured clone.
 */
import type { CaptureSide } from '../../../src-shared/contract'
import type { FaceShot } from '../../../src-shared/domain/faceMatch'
import type { PhotoRegion } from './sheetZones'

export interface SheetPhotoIn {
  bytes: Uint8Array
  /** The face as the renderer measured it (in the shot's own width and height); null when none was found. */
  shot: FaceShot | null
}

export interface SheetPairIn {
  /** The side shown (errors name it). */
  side: CaptureSide
  before: SheetPhotoIn
  after: SheetPhotoIn
  /** The part of the earlier photo shown (the treated zones), or null: the compare frame (3:4). */
  region: PhotoRegion | null
  heading: string
  beforeCaption: string
  afterCaption: string
  /** Aligned, or shown as taken. */
  note: string
}

export interface SheetTable {
  title: string
  columns: string[]
  /** Each column's share of the width (sums to 1). */
  widths: number[]
  rows: string[][]
  /** Said instead of the table when it has no rows. */
  empty: string
  /** A line under it. */
  note: string | null
}

export interface SheetDrawing {
  /** The sheet's locale (checked); its language is the PDF's. */
  locale: string
  title: string
  /** '' leaves it out. */
  clinicName: string
  /** Under the title: the patient, the record number, when it was made (a marketing sheet names nobody). */
  lines: string[]
  pairs: SheetPairIn[]
  tables: SheetTable[]
  /** On every page. */
  disclaimer: string
  /** "Page {n} of {count}". */
  pageWords: string
}

/** A pair's photos as drawn: two JPEGs of the same size, re-encoded with no metadata. */
export interface PairImages {
  before: Buffer
  after: Buffer
  width: number
  height: number
}
