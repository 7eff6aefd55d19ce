/**
 * What a support desk needs to know of the program and the computer, for the log's start line and the
 * diagnostics file: versions, OS, architecture. No user name, host name or path (a home folder's path names
 * its user).
 */
import { arch, platform, release } from 'node:os'

export interface SystemFacts {
  app: { version: string; host: 'electron' | 'browser' }
  os: { platform: string; release: string; arch: string }
  versions: { electron: string | null; chrome: string | null; node: string }
}

export function systemFacts(app: SystemFacts['app']): SystemFacts {
  return {
    app,
    os: { platform: platform(), release: release(), arch: arch() },
    versions: {
      electron: process.versions.electron ?? null,
      chrome: process.versions.chrome ?? null,
      node: process.versions.node,
    },
  }
}

/** `start: version 0.1.0 (electron host), linux 6.1.0 x64, electron 41.7.1, chrome 136.0, node 24.1.0` */
export function startLine({ app, os, versions }: SystemFacts): string {
  const runtime = [
    versions.electron === null ? null : `electron ${versions.electron}`,
    versions.chrome === null ? null : `chrome ${versions.chrome}`,
    `node ${versions.node}`,
  ].filter((part) => part !== null)
  return `start: version ${app.version} (${app.host} host), ${os.platform} ${os.release} ${os.arch}, ${runtime.join(', ')}`
}
