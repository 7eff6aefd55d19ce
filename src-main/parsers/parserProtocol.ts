/** What main and the parser process say to each other (parserProcess.ts, parserChild.ts). */
import type { AppErrorCode } from '../../src-shared/contract'
import type { CoverDetails } from '../work/reports/cover/coverDetails'

/** A photo to check and prepare (preparePhoto.ts), or a service's report to put the cover page in front of. */
export type ParseRequest =
  | { id: number; kind: 'photo'; side: string; bytes: Uint8Array }
  | { id: number; kind: 'cover'; report: Uint8Array; cover: CoverDetails }

export type ParseFailure = {
  code: AppErrorCode
  params: Record<string, string>
  field: string | null
  detail: string
}

export type ParseAnswer =
  | { id: number; ok: true; bytes: Uint8Array; width: number; height: number }
  | { id: number; ok: false; failure: ParseFailure }
