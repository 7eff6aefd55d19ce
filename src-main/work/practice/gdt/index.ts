/**
 * The GDT codec (issue 43; docs/GDT.md): GDT files as bytes, in and out. Pure: no fs, no Electron, nothing logged.
 *
 * - readGdt checks the form: `empty`, `truncated` (a last line without CR LF, or a file shorter than its 8100),
 *   `lineLength`, `malformed` (not LLLFFFF…CRLF, 8000 not first, a second record) and `charset` (9206 names no code
 *   page we know, bytes invalid in it, or UTF-8 in a file that says it is 8-bit). It reads any record type.
 * - requestOf says whether a record is a request we act on: `unknownType` (8000 not 6301, 6302 or 6311) and
 *   `noPatient` (no 3000) are its problems.
 * - writeGdt sets 8100 (the file's byte length) and each line's length; 9206 and 9218 come from the options.
 */
export type {
  GdtCharset,
  GdtField,
  GdtProblem,
  GdtRecord,
  GdtVersion,
  PracticeRequest,
  ResultTest,
} from './types'
export { readGdt } from './readGdt'
export { writeGdt } from './writeGdt'
export { requestOf } from './requests'
export { resultRecord } from './results'
