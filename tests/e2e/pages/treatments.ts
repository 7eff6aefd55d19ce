/**
 * Page objects of issue 45's screens: the treatment log (on the visit and the subject's screen) and its dialog
 * with the face map; Settings → Products and Settings → Recall search. Controls are found by their labels (the
 * app's texts, uiText) or their test ids.
 */
import type { Locator, Page } from 'playwright-core'
import { dialogTitled } from './appShell'
import { uiText } from './uiText'

export class TreatmentLog {
  /** The log as a CSS selector, for scripts that run in the page (an observer noting when it is made). */
  static readonly selector = '[data-testid=treatments]'

  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId('treatments')
  }

  get recordButton(): Locator {
    return this.section.getByTestId('treatment-record')
  }

  get entries(): Locator {
    return this.section.getByTestId('treatment-entry')
  }

  /** Scrolled to: on the subject's screen the entries are made once the log comes near the window. */
  async show(): Promise<void> {
    await this.section.scrollIntoViewIfNeeded()
  }
}

export class TreatmentDialog {
  constructor(private readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByTestId('treatment-dialog')
  }

  field(labelKey: string, values = {}): Locator {
    return this.dialog.getByLabel(uiText(labelKey, values), { exact: true })
  }

  /** A zone of the face map: a toggle named as the zone. */
  zone(zone: string): Locator {
    return this.dialog.getByRole('checkbox', { name: uiText(`treatments.zone.${zone}`) })
  }

  get chosenZones(): Locator {
    return this.dialog.getByTestId('face-map-chosen').getByRole('listitem')
  }

  dose(zone: string): Locator {
    return this.dialog.getByLabel(
      uiText('treatments.field.amountAt', { zone: { key: `treatments.zone.${zone}` } }),
    )
  }

  get saveButton(): Locator {
    return this.dialog.getByTestId('treatment-save')
  }

  /** What is wrong with the zones, under the face map (an alert among the form's: its test id). */
  get zonesError(): Locator {
    return this.dialog.getByTestId('error-treatment-zones')
  }

  async chooseKind(kind: 'injectable' | 'energy' | 'peel' | 'homeCare'): Promise<void> {
    await this.field('treatments.field.kind').selectOption(kind)
  }

  async save(): Promise<void> {
    await this.saveButton.click()
    await this.dialog.waitFor({ state: 'detached' })
  }
}

/** Compare's "Treatments between these visits": the section and its entries (list items with no name: test ids). */
export class TreatmentsBetween {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId('treatments-between')
  }

  get entries(): Locator {
    return this.section.getByTestId('treatment-between')
  }
}

export class ProductsSettings {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId('products')
  }

  get products(): Locator {
    return this.section.getByTestId('product')
  }

  /** Adds a product with its lots (name, expiry) and saves the list. */
  async add(name: string, kind: string, lots: { lot: string; expiry: string }[]): Promise<void> {
    await this.section.getByTestId('product-add').click()
    const product = this.products.last()
    await product.getByLabel(uiText('products.name'), { exact: true }).fill(name)
    await product.getByLabel(uiText('products.kind'), { exact: true }).selectOption(kind)
    for (const [i, lot] of lots.entries()) {
      await product.getByTestId('product-add-lot').click()
      const row = product.getByTestId('product-lot').nth(i)
      await row.getByLabel(uiText('products.lot'), { exact: true }).fill(lot.lot)
      await row.getByLabel(uiText('products.expiry'), { exact: true }).fill(lot.expiry)
    }
    await this.section.getByTestId('products-save').click()
    await this.section.getByTestId('products-saved').waitFor()
  }
}

export class RecallSettings {
  constructor(private readonly page: Page) {}

  get section(): Locator {
    return this.page.getByTestId('recall')
  }

  get hits(): Locator {
    return this.section.getByTestId('recall-hit')
  }

  /** A hit's link to its patient (a link named as the patient: its test id, as a name may be any). */
  openLink(hit: Locator): Locator {
    return hit.getByTestId('recall-open')
  }

  get reach(): Locator {
    return this.section.getByTestId('recall-reach')
  }

  async search(query: { product?: string; lot?: string }): Promise<void> {
    await this.section.getByLabel(uiText('recall.product'), { exact: true }).fill(query.product ?? '')
    await this.section.getByLabel(uiText('recall.lot'), { exact: true }).fill(query.lot ?? '')
    await this.section.getByTestId('recall-search').click()
    await this.section.getByTestId('recall-result').waitFor()
  }

  /** "Export CSV" in the browser host's save form (folder and name as offered): the path it was saved to. */
  async exportCsv(): Promise<string> {
    await this.section.getByTestId('recall-export').click()
    const dialog = dialogTitled(this.page, 'recall.saveTitle')
    await dialog.getByRole('button', { name: uiText('saveAs.submit') }).click()
    await dialog.waitFor({ state: 'detached' })
    return ((await this.section.getByTestId('recall-export-saved-path').textContent()) ?? '').trim()
  }
}
