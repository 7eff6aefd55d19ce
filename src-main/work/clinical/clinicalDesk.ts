/**
 * The clinical records' channels (issue 44) for one open account: the record system's (FHIR R4) and the image
 * archive's (DICOMweb) settings and connection tests, each visit's deliveries, "send" (queued, worked in the
 * background: deliveryQueue.ts), and the automatic send once a capture is analysed when the settings ask for it.
 */
import type {
  ClinicalTarget,
  ClinicalTestResult,
  ClinicalVisitRef,
  Delivery,
  QueueItem,
  VisitDeliveries,
} from '../../../src-shared/contract'
import type { ClinicalSecrets } from '../../secrets/clinicalSecrets'
import type { ClinicalStore, DeliveryRow } from '../../store/accountDb/clinicalDeliveries'
import type { PrepareJpeg } from '../archive/archiveVisit'
import { AppFailure } from '../appFailure'
import { RecordError } from '../record/recordError'
import type { RecordServer } from '../record/sendBundle'
import { createClinicalSettings } from './clinicalSettings'
import { testArchive, testRecordServer } from './connectionTests'
import { failureOf } from './deliveryProblem'
import { createDeliveryQueue, type DeliveryTiming } from './deliveryQueue'
import { deliverToArchive, deliverToRecord, type Outcome } from './deliverVisit'
import { gatherVisit, visitKeyOf, type GatherDeps } from './gatherVisit'
import type { SmartTools } from './smartTools'
import { archiveTargetOf, recordServerOf } from './targets'

export interface ClinicalDeskDeps {
  store: ClinicalStore
  secrets: ClinicalSecrets
  smart: SmartTools
  gather: GatherDeps
  /** Something stable per account on every workstation (the service and its company): in every DICOM UID. */
  accountKey: string
  /** A photo as a baseline JPEG for the archive: the parser process's job (main decodes no image, issue 41). */
  prepareJpeg: PrepareJpeg
  fetch: typeof fetch
  emit(delivery: Delivery): void
  sent(row: DeliveryRow, outcome: Outcome): void
  onError(error: unknown): void
  now(): Date
  timing?: Partial<DeliveryTiming>
}

export function createClinicalDesk(deps: ClinicalDeskDeps) {
  // A send under way ends when the account closes (it is tried again at the next opening) or its target's
  // settings change (it is tried again at once, with them): a server that never answers holds up neither.
  const closing = new AbortController()
  const settingsOf = { record: new AbortController(), archive: new AbortController() }
  /** A fetch for one delivery (or test), ended by a change of the settings it began with. */
  const fetchFor = (target: ClinicalTarget): typeof fetch => {
    const settingsSignal = settingsOf[target].signal
    return (input, init) => {
      const signals = [closing.signal, settingsSignal, init?.signal]
      return deps.fetch(input, {
        ...init,
        signal: AbortSignal.any(signals.filter((x): x is AbortSignal => !!x)),
      })
    }
  }
  const targetsFor = (target: ClinicalTarget) => ({
    secrets: deps.secrets,
    smart: deps.smart,
    fetch: fetchFor(target),
  })
  let queue: ReturnType<typeof createDeliveryQueue> | null = null
  const settings = createClinicalSettings({
    ...deps,
    changed(target) {
      settingsOf[target].abort()
      settingsOf[target] = new AbortController()
      queue?.tryWaitingNow()
    },
  })

  async function deliver(row: DeliveryRow): Promise<Outcome> {
    const ref = { datasetId: row.dataset_id, subjectId: row.subject_id, imageId: row.image_id }
    if (row.target === 'record') {
      const targets = targetsFor('record')
      const server = await recordServerOf(settings.record(), targets)
      const visit = await gatherVisit(deps.gather, ref)
      const send = (to: RecordServer) => deliverToRecord(visit, to, settings.record(), targets.fetch)
      return send(server).catch(async (error: unknown) => {
        // a SMART token the record system no longer takes (revoked, expired early): one new token, one more try
        const refused = error instanceof RecordError && error.code === 'record_unauthorized'
        if (!refused || settings.record().auth !== 'smart') throw error
        deps.smart.tokens.forget()
        return send(await recordServerOf(settings.record(), targets))
      })
    }
    const target = await archiveTargetOf(settings.archive(), targetsFor('archive'))
    const visit = await gatherVisit(deps.gather, ref)
    return deliverToArchive(visit, target, deps.accountKey, deps.prepareJpeg)
  }
  queue = createDeliveryQueue({ ...deps, deliver })
  const work = queue

  const enabled = (target: ClinicalTarget) =>
    target === 'record' ? settings.record().enabled : settings.archive().enabled
  /** The visit's key: kept with a delivery asked for by this image (the screen asks often, offline too), else read. */
  const keyOf = async (ref: ClinicalVisitRef) =>
    deps.store.visitKeyOfImage(ref.imageId) ?? (await visitKeyOf(deps.gather, ref))
  /** Captures already looked at for the automatic send in this opening (a done capture is told more than once). */
  const autoSeen = new Set<string>()

  async function autoQueue(item: QueueItem): Promise<void> {
    const imageId = item.sides.find((s) => s.side === 'front' && s.imageId)?.imageId ?? item.sides[0]?.imageId
    if (!imageId) return
    const ref = { datasetId: item.datasetId, subjectId: item.subjectId, imageId }
    const wanted: ClinicalTarget[] = []
    if (settings.record().enabled && settings.record().autoSend) wanted.push('record')
    if (settings.archive().enabled && settings.archive().autoArchive) wanted.push('archive')
    if (wanted.length === 0) return
    const visitKey = await visitKeyOf(deps.gather, ref)
    for (const target of wanted) if (!deps.store.get(target, visitKey)) work.send(target, ref, visitKey)
  }

  return {
    recordSettings: () => settings.recordView(),
    setRecordSettings: settings.setRecord,
    smartKey: () => settings.newSmartKey(),
    async recordTest(): Promise<ClinicalTestResult> {
      try {
        const server = await recordServerOf(settings.record(), targetsFor('record'))
        return await testRecordServer(server, settings.record().patientIdentifierSystem, deps.fetch)
      } catch (error) {
        throw failureOf(error)
      }
    },
    archiveSettings: () => settings.archiveView(),
    setArchiveSettings: settings.setArchive,
    async archiveTest(): Promise<ClinicalTestResult> {
      try {
        return await testArchive(await archiveTargetOf(settings.archive(), targetsFor('archive')))
      } catch (error) {
        throw failureOf(error)
      }
    },
    async deliveries(ref: ClinicalVisitRef): Promise<VisitDeliveries> {
      const visitKey = await keyOf(ref)
      return { record: work.get('record', visitKey), archive: work.get('archive', visitKey) }
    },
    async send(args: ClinicalVisitRef & { target: ClinicalTarget }): Promise<Delivery> {
      if (!enabled(args.target)) throw new AppFailure(args.target === 'record' ? 'record_off' : 'archive_off')
      const { target, ...ref } = args
      return work.send(target, ref, await keyOf(ref))
    },
    captureChanged(item: QueueItem): void {
      if (item.state !== 'done' || autoSeen.has(item.id)) return
      autoSeen.add(item.id)
      void autoQueue(item).catch((error: unknown) => {
        // its visit could not be read (offline): the capture's next news tries again
        autoSeen.delete(item.id)
        deps.onError(error)
      })
    },
    networkBack: () => work.tryWaitingNow(),
    start: () => work.start(),
    stop(): Promise<void> {
      closing.abort()
      return work.stop()
    },
    idle: () => work.idle(),
  }
}
export type ClinicalDesk = ReturnType<typeof createClinicalDesk>
