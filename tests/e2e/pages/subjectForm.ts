/** Page object: the "New subject" and "Edit subject" dialogs, with the possible-duplicate warning. */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export type SubjectFields = { name?: string; patientId?: string; birthDate?: string }

export class SubjectForm {
  constructor(
    private readonly page: Page,
    private readonly mode: 'create' | 'edit' = 'create',
  ) {}

  get dialog(): Locator {
    return dialogTitled(this.page, this.mode === 'create' ? 'newSubject.title' : 'subjectForm.editTitle')
  }

  get name(): Locator {
    return this.dialog.getByLabel(uiText('newSubject.name'))
  }

  /** The name field's error: a paragraph describing the field, with no role (its test id). */
  get nameError(): Locator {
    return this.dialog.getByTestId('error-subjectName')
  }

  get patientId(): Locator {
    return this.dialog.getByLabel(uiText('subjectForm.patientId'))
  }

  get birthDate(): Locator {
    return this.dialog.getByLabel(uiText('newSubject.birthDate'))
  }

  get sex(): Locator {
    return this.dialog.getByRole('combobox', { name: uiText('newSubject.sex') })
  }

  /** The submit button, whatever it says now ("Create subject", "Create anyway", "Save changes", …). */
  get submitButton(): Locator {
    const keys =
      this.mode === 'create'
        ? ['newSubject.submit', 'subjectForm.createAnyway', 'newSubject.busy']
        : ['subjectForm.save', 'subjectForm.saveAnyway', 'subjectForm.saving']
    const [first, ...rest] = keys.map((key) => this.dialog.getByRole('button', { name: uiText(key) }))
    return rest.reduce((all, one) => all.or(one), first as Locator)
  }

  /** "This may be a patient you already have": a warning (role alert) in the dialog. */
  get duplicateWarning(): Locator {
    return this.dialog
      .getByRole('alert')
      .filter({ hasText: uiText('subjectForm.duplicateTitle', {}, { exact: false }) })
  }

  /** "The subject was created, but without the sex …": a warning (alert) in the dialog, with "Continue". */
  get sexNotSaved(): Locator {
    return this.dialog
      .getByRole('alert')
      .filter({ hasText: uiText('subjectForm.sexNotSaved', {}, { exact: false }) })
      .or(
        this.dialog
          .getByRole('alert')
          .filter({ hasText: uiText('subjectForm.sexNotSavedEdit', {}, { exact: false }) }),
      )
  }

  get continueButton(): Locator {
    return this.dialog.getByRole('button', { name: uiText('subjectForm.continue') })
  }

  /** Fills the given fields (the others stay as they are). */
  async fill(fields: SubjectFields): Promise<void> {
    if (fields.name !== undefined) await this.name.fill(fields.name)
    if (fields.patientId) await this.patientId.fill(fields.patientId)
    if (fields.birthDate) await this.birthDate.fill(fields.birthDate)
  }

  async submit(): Promise<void> {
    await this.submitButton.click()
  }
}
