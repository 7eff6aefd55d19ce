/**
 * Whether this workstation updates itself: a clinic's IT decides, not the app. The decision is a policy file in
 * a machine-wide folder only an administrator can write; without one (or with one that does not read), updates
 * are off. Read once at start.
 *
 * {"updates": {"enabled": true, "checkEveryHours": 24}}
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

export const POLICY_FILE_NAME = 'policy.json'

/** The machine-wide policy file of this OS (the same folder names the installers use). */
export function policyFile(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string {
  if (platform === 'win32') {
    return join(env.ProgramData ?? 'C:\\ProgramData', 'Skin Analysis Workstation', POLICY_FILE_NAME)
  }
  if (platform === 'darwin') {
    return join('/Library/Application Support/Skin Analysis Workstation', POLICY_FILE_NAME)
  }
  return join('/etc/skin-analysis-workstation', POLICY_FILE_NAME)
}

export const DEFAULT_CHECK_EVERY_HOURS = 24

const Policy = z.object({
  updates: z
    .object({
      enabled: z.boolean(),
      checkEveryHours: z.number().int().min(1).max(168).default(DEFAULT_CHECK_EVERY_HOURS),
    })
    .optional(),
})

export interface UpdatePolicy {
  enabled: boolean
  checkEveryHours: number
  /** Why updates are off, for the log: no file, or a file that does not read. */
  reason: 'policy' | 'no_policy' | 'unreadable_policy'
}

const OFF = (reason: UpdatePolicy['reason']): UpdatePolicy => ({
  enabled: false,
  checkEveryHours: DEFAULT_CHECK_EVERY_HOURS,
  reason,
})

/** The policy's text read strictly: anything but a well-formed policy leaves updates off. */
export function parseUpdatePolicy(text: string): UpdatePolicy {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return OFF('unreadable_policy')
  }
  const parsed = Policy.safeParse(json)
  if (!parsed.success) return OFF('unreadable_policy')
  const updates = parsed.data.updates
  return updates
    ? { enabled: updates.enabled, checkEveryHours: updates.checkEveryHours, reason: 'policy' }
    : OFF('policy')
}

export function readUpdatePolicy(file: string): UpdatePolicy {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return OFF('no_policy')
  }
  return parseUpdatePolicy(text)
}
