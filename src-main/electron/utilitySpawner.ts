/**
 * The demo service in Electron's utilityProcess: it runs on Electron's own Node, so a workstation needs no Node
 * of its own, and its native modules are the app's (built for Electron). It shuts down on {type: 'shutdown'}.
 */
import { utilityProcess } from 'electron'
import { parserEnvironment } from '../parsers/confinement'
import { PARSER_HEAP_MB, type ParserSpawner } from '../parsers/parserProcess'
import type { DemoSpawner } from '../work/demoService'

export function utilitySpawner(modulePath: string, env: NodeJS.ProcessEnv): DemoSpawner {
  return (args) => {
    const proc = utilityProcess.fork(modulePath, args, {
      serviceName: 'Skin Analysis demo service',
      stdio: 'inherit',
      env,
    })
    return {
      onMessage: (listener) => void proc.on('message', listener),
      onExit: (listener) => void proc.once('exit', (code) => listener(`exit code ${code}`)),
      stop: () => proc.postMessage({ type: 'shutdown' }),
      kill: () => void proc.kill(),
    }
  }
}

/**
 * The parser process in a utilityProcess (parsers/parserProcess.ts): no keychain, no data key, a bounded heap, an
 * environment that names no keychain or account (parsers/confinement.ts, which says what else Electron lets us hold
 * here, and what not: Node's permission model is not applied to a utilityProcess).
 */
export function utilityParserSpawner(
  modulePath: string,
  env: NodeJS.ProcessEnv = process.env,
): ParserSpawner {
  return () => {
    const proc = utilityProcess.fork(modulePath, [], {
      serviceName: 'Skin Analysis parser',
      stdio: 'inherit',
      execArgv: [`--max-old-space-size=${PARSER_HEAP_MB}`],
      env: parserEnvironment(env),
      // macOS: the app's privacy permissions (the camera) are not the parser's
      disclaim: true,
    })
    let told = false
    return {
      send: (request) => proc.postMessage(request),
      onMessage: (listener) => void proc.on('message', listener),
      onExit: (listener) =>
        void proc.once('exit', (code) => {
          if (!told) listener(`exit code ${code}`)
          told = true
        }),
      kill: () => void proc.kill(),
    }
  }
}
