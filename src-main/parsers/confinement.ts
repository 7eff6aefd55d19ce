/**
 * What the parser process may reach (issue 41), the one place for it, for both hosts.
 *
 * Both hosts:
 * - its environment holds only what loading its modules needs (parserEnvironment): no HOME, no D-Bus or X11/Wayland
 *   address, no runtime folder (the ways to the OS keychain), no proxy, no SKIN_* setting, no NODE_OPTIONS;
 * - it gets the untrusted bytes in a message and answers bytes: no path of the account folder, no key;
 * - no addon but those it loaded at its start (nativeSeal.ts).
 *
 * The browser host (a Node child: nodePermissionArgs), Node's permission model (Node 20: `--experimental-permission`):
 * - reads: its own bundle and the app's node_modules (the bundle sits in them), nothing else: not the account
 *   folder, not the home folder;
 * - writes: none; child processes: none; worker threads: none (a worker would run outside the model); WASI, the
 *   inspector and `process.binding`: refused;
 * - addons: allowed (`--allow-addons`: sharp is one), and sealed after its start (nativeSeal.ts);
 * - not held by Node 20's model: sockets (a Unix socket such as the session's D-Bus, loopback or the network) and
 *   anything native code does (a decoder exploited by a crafted file runs outside every rule here).
 *
 * Electron (a utilityProcess: electron/utilitySpawner.ts): Electron does not apply Node's permission model to a
 * utilityProcess, and runs it outside Chromium's sandbox, so only the environment, the message-only interface and
 * the addon seal hold there; on macOS it also disclaims the app's privacy permissions (the camera), so the parser
 * cannot use them. The file system, processes and sockets are open to it as to any process of the user.
 */
import { sep } from 'node:path'

/** The variables a parser may keep: finding its own modules and the OS's libraries, a place for temporary files. */
const KEPT = ['PATH', 'SystemRoot', 'windir', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL']

/** The parser's environment, from the host's. */
export function parserEnvironment(env: NodeJS.ProcessEnv): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const name of KEPT) {
    const value = env[name]
    if (value !== undefined) kept[name] = value
  }
  return kept
}

/**
 * Node's permission model for the browser host's parser: read its bundle (`entry`) and the app's modules
 * (`modulesDir`, its node_modules), nothing else; addons allowed (and sealed after the start).
 */
export function nodePermissionArgs(entry: string, modulesDir: string): string[] {
  return [
    '--experimental-permission',
    `--allow-fs-read=${entry}`,
    // the folder and what is in it (a trailing separator: not a sibling whose name starts the same)
    `--allow-fs-read=${modulesDir.endsWith(sep) ? modulesDir : `${modulesDir}${sep}`}`,
    '--allow-addons',
    // code from strings (eval, new Function) is refused too: the parser's libraries need none
    '--disallow-code-generation-from-strings',
    // what Node says at each start of such a process (the model is experimental; addons can step outside it):
    // known, and said here and in the README, not in the host's terminal at every photo
    '--disable-warning=ExperimentalWarning',
    '--disable-warning=SecurityWarning',
  ]
}
