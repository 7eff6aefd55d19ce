/** What main and the photo parser's process say to each other (photoParser.ts, photoParserChild.ts). */
import type { AppErrorCode } from '../../src-shared/contract'

export interface ParseRequest {
  id: number
  side: string
  bytes: Uint8Array
}

export type ParseAnswer =
  | { id: number; ok: true; bytes: Uint8Array; width: number; height: number }
  | {
      id: number
      ok: false
      failure: { code: AppErrorCode; params: Record<string, string>; field: string | null; detail: string }
    }
