/**
 * Page objects: Settings → Record system (FHIR R4) and Settings → Image archive (DICOM), issue 44: their fields
 * found by their labels, Save, and "Test the connection" with what it said.
 */
import type { Locator, Page } from 'playwright-core'
import { uiText } from './uiText'

/** What both sections share: the region by its title, Save and "Saved", the test and its outcome. */
class ClinicalSection {
  constructor(
    protected readonly page: Page,
    private readonly target: 'record' | 'archive',
  ) {}

  get section(): Locator {
    return this.page.getByRole('region', { name: uiText(`clinicalSettings.${this.target}.title`) })
  }

  field(labelKey: string): Locator {
    return this.section.getByLabel(uiText(labelKey), { exact: false }).first()
  }

  checkbox(labelKey: string): Locator {
    return this.section.getByRole('checkbox', { name: uiText(labelKey) })
  }

  get saveButton(): Locator {
    return this.section.getByRole('button', { name: uiText('clinicalSettings.save') })
  }

  get saved(): Locator {
    return this.section.getByRole('status').filter({ hasText: uiText('clinicalSettings.saved') })
  }

  get testButton(): Locator {
    return this.section.getByRole('button', { name: uiText('clinicalSettings.test.button') })
  }

  /** What "Test the connection" said: it works, or why not. */
  get testOutcome(): Locator {
    const said = (key: string) => this.section.getByText(uiText(key, {}, { exact: false }))
    return said(`clinicalSettings.test.okNamed.${this.target}`)
      .or(said(`clinicalSettings.test.ok.${this.target}`))
      .or(said('clinicalSettings.test.failed'))
  }

  /** Saves and waits for "Saved". */
  async save(): Promise<void> {
    await this.saveButton.click()
    await this.saved.waitFor()
  }

  /** Runs "Test the connection" and gives what it said. */
  async test(): Promise<string> {
    await this.testButton.click()
    await this.testOutcome.waitFor({ timeout: 30_000 })
    return (await this.testOutcome.textContent()) ?? ''
  }
}

export class RecordSettings extends ClinicalSection {
  constructor(page: Page) {
    super(page, 'record')
  }

  /** Switches sending on with a bearer token and saves. */
  async switchOn(values: {
    baseUrl: string
    system: string
    token: string
    entries?: string
  }): Promise<void> {
    await this.section.waitFor()
    if (!(await this.checkbox('clinicalSettings.record.enabled').isChecked()))
      await this.checkbox('clinicalSettings.record.enabled').check()
    await this.field('clinicalSettings.record.baseUrl').fill(values.baseUrl)
    await this.field('clinicalSettings.record.patientIdentifierSystem').fill(values.system)
    await this.field('clinicalSettings.record.auth').selectOption('bearer')
    await this.field('clinicalSettings.record.token').fill(values.token)
    await this.field('clinicalSettings.record.entries').fill(values.entries ?? '')
    await this.save()
  }

  /** SMART Backend Services' fields filled (not saved): the FHIR base, token endpoint, client id and scopes. */
  async fillSmart(values: {
    baseUrl: string
    tokenUrl: string
    clientId: string
    scope: string
  }): Promise<void> {
    await this.field('clinicalSettings.record.baseUrl').fill(values.baseUrl)
    await this.field('clinicalSettings.record.auth').selectOption('smart')
    await this.field('clinicalSettings.record.smartTokenUrl').fill(values.tokenUrl)
    await this.field('clinicalSettings.record.smartClientId').fill(values.clientId)
    await this.field('clinicalSettings.record.smartScope').fill(values.scope)
  }

  /** The public JWK Set shown to register (read-only). */
  get publicKey(): Locator {
    return this.field('clinicalSettings.smart.publicKey')
  }

  /** "Make a client key": main makes the pair; the public JWK Set it shows, as an administrator copies it. */
  async makeClientKey(): Promise<string> {
    await this.section.getByRole('button', { name: uiText('clinicalSettings.smart.make') }).click()
    await this.publicKey.waitFor()
    return this.publicKey.inputValue()
  }

  /** A new bearer token, saved. */
  async replaceToken(token: string): Promise<void> {
    await this.field('clinicalSettings.record.token').fill(token)
    await this.save()
  }
}

export class ArchiveSettings extends ClinicalSection {
  constructor(page: Page) {
    super(page, 'archive')
  }

  /** Switches archiving on with basic authentication and saves. */
  async switchOn(values: { baseUrl: string; username: string; password: string }): Promise<void> {
    await this.section.waitFor()
    if (!(await this.checkbox('clinicalSettings.archive.enabled').isChecked()))
      await this.checkbox('clinicalSettings.archive.enabled').check()
    await this.field('clinicalSettings.archive.baseUrl').fill(values.baseUrl)
    await this.field('clinicalSettings.archive.auth').selectOption('basic')
    await this.field('clinicalSettings.archive.username').fill(values.username)
    await this.field('clinicalSettings.archive.secret.basic').fill(values.password)
    await this.save()
  }

  /** A new password (basic authentication), saved. */
  async replacePassword(password: string): Promise<void> {
    await this.field('clinicalSettings.archive.secret.basic').fill(password)
    await this.save()
  }

  /** Another DICOMweb address, saved (the password kept). */
  async moveTo(baseUrl: string): Promise<void> {
    await this.field('clinicalSettings.archive.baseUrl').fill(baseUrl)
    await this.save()
  }
}
