/** The GDT codec's types (docs/GDT.md): one record per file, as lines of fields; what a request from the PVS asks. */

/** The versions we write: GDT 2.10 ("02.10" in field 9218) and 3.x ("03.00"). */
export type GdtVersion = '2.10' | '3.0'

/** The code pages field 9206 can name (docs/GDT.md, "Character sets"). */
export type GdtCharset = '7bit' | 'cp437' | 'iso8859-1' | 'iso8859-15' | 'windows-1252'

/** One line of a GDT file: its 4-digit field id and its text (decoded). */
export interface GdtField {
  id: string
  value: string
}

/** A GDT record: its type (field 8000, e.g. '6302') and every field in file order, 8000 and 8100 included. */
export interface GdtRecord {
  type: string
  fields: GdtField[]
}

/** Why a file is not a request we can act on. Never carries a file's content beyond a field number or code. */
export type GdtProblem =
  | { code: 'empty' }
  | { code: 'truncated' }
  | { code: 'lineLength'; line: number }
  | { code: 'malformed'; line: number }
  | { code: 'unknownType'; type: string }
  | { code: 'charset'; value: string }
  | { code: 'noPatient' }

export type PracticeSex = 'female' | 'male' | 'diverse' | 'unknown'

/** A request from the PVS: 6302 (examination), 6301 (master data) or 6311 (show data). */
export interface PracticeRequest {
  kind: 'examination' | 'masterData' | 'showData'
  receiver: string | null
  sender: string | null
  patientNumber: string
  lastName: string | null
  firstName: string | null
  birthDate: string | null
  sex: PracticeSex | null
}

/** One metric of a visit in a 6310: 8410 ident, 8411 name, 8420 value, 8421 unit. */
export interface ResultTest {
  ident: string
  name: string
  value: string
  unit: string
}
