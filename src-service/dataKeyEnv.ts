/**
 * How the service is given its data key (the app's demo, issue 30): base64 of 32 bytes in the environment of its
 * process alone, taken out of `process.env` as the process starts, before anything could copy the environment on
 * (its worker threads, a child process, a report of the process). Never an argument: a process's command line is
 * readable by every user of the computer (ps), its environment only by its own user. Why main chose this over an
 * IPC message: src-main/work/demoService.ts. Without it the service keeps its data plain, as it always has alone.
 */
export const DATA_KEY_ENV = 'SKIN_SERVICE_DATA_KEY'

const DATA_KEY_BYTES = 32

/** The key the environment gives, removed from it; null when none is given. A malformed one throws (never plain). */
export function takeDataKey(env: NodeJS.ProcessEnv = process.env): Buffer | null {
  const text = env[DATA_KEY_ENV]
  delete env[DATA_KEY_ENV]
  if (text === undefined) return null
  const key = Buffer.from(text, 'base64')
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.byteLength !== DATA_KEY_BYTES)
    throw new Error(`${DATA_KEY_ENV} is not a data key (base64 of ${DATA_KEY_BYTES} bytes)`)
  return key
}
