/**
 * Every channel of the contract as a plain async function (no Electron import), so the Electron binding,
 * the browser host and the tests run the very same code.
 */
import type { AppInfo, ChannelName, ChannelParsedArgs, ChannelResult } from '../../src-preload/contract'
import type { CaptureDesk } from '../work/capture/captureDesk'
import { createLibrary } from '../work/library'
import type { ResultsDesk } from '../work/results/resultsDesk'
import type { Session } from '../work/session'

export type Handlers = {
  [C in ChannelName]: (args: ChannelParsedArgs<C>) => Promise<ChannelResult<C>>
}

export interface HandlerDeps {
  session: Session
  info: AppInfo
  captures: CaptureDesk
  results: ResultsDesk
}

export function createHandlers({ session, info, captures, results }: HandlerDeps): Handlers {
  const library = createLibrary(session)
  return {
    'app.info': async () => info,
    'auth.status': async () => session.status(),
    'auth.connect': (args) => session.connect(args),
    'auth.connectDemo': () => session.connectDemo(),
    'auth.replaceKey': (args) => session.replaceKey(args),
    'auth.disconnect': () => session.disconnect(),
    'datasets.list': (args) => library.listDatasets(args),
    'datasets.get': (args) => library.getDataset(args),
    'subjects.list': (args) => library.listSubjects(args),
    'subjects.get': (args) => library.getSubject(args),
    'subjects.create': (args) => library.createSubject(args),
    'capture.options': () => captures.options(),
    'capture.submit': (args) => captures.submit(args),
    'queue.list': () => captures.list(),
    'queue.retry': (args) => captures.retry(args),
    'queue.cancel': (args) => captures.cancel(args),
    'results.forImage': (args) => results.forImage(args.imageId),
    'history.forSubject': (args) => results.history(args),
    'images.original': (args) => results.original(args.imageId),
  }
}
