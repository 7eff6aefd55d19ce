import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datasetSchema, expectError, pageSchema, startHarness, type Harness } from './support'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(async () => {
  await h.service.close()
})

describe('datasets', () => {
  it('lists the demo datasets in creation order with the pagination envelope', async () => {
    const reply = await h.call('GET', h.companyPath('/datasets/'))
    expect(reply.status).toBe(200)
    const page = pageSchema(datasetSchema).parse(reply.json)
    expect(page.count).toBe(3)
    expect(page.next).toBeNull()
    expect(page.previous).toBeNull()
    expect(page.results.map((d) => d.name)).toEqual(['Main clinic', 'Study: rosacea follow-up', 'Walk-in'])
    for (const dataset of page.results) {
      expect(dataset.company_id).toBe(h.companyId)
      expect(dataset.image_type_tech_name).toBe('selfie')
    }
  })

  it('creates a dataset (201) that can be read back and appears last in the list', async () => {
    const created = await h.call('POST', h.companyPath('/datasets/'), {
      body: { name: '  Evening clinic  ' },
    })
    expect(created.status).toBe(201)
    const dataset = datasetSchema.parse(created.json)
    expect(dataset).toMatchObject({
      name: 'Evening clinic',
      company_id: h.companyId,
      image_type_name: 'Selfie',
      image_type_tech_name: 'selfie',
    })
    const now = Date.now()
    expect(Math.abs(Date.parse(`${dataset.creation_time.replace(' ', 'T')}Z`) - now)).toBeLessThan(60_000)

    const read = await h.call('GET', h.companyPath(`/datasets/${dataset.id}/`))
    expect(read.status).toBe(200)
    expect(read.json).toEqual(dataset)

    const list = pageSchema(datasetSchema).parse((await h.call('GET', h.companyPath('/datasets/'))).json)
    expect(list.count).toBe(4)
    expect(list.results.at(-1)).toEqual(dataset)
  })

  it('accepts image_type_id 1 and null', async () => {
    for (const imageTypeId of [1, null]) {
      const reply = await h.call('POST', h.companyPath('/datasets/'), {
        body: { name: `typed ${imageTypeId}`, image_type_id: imageTypeId },
      })
      expect(reply.status).toBe(201)
      expect(datasetSchema.parse(reply.json).image_type_tech_name).toBe('selfie')
    }
  })

  it("ignores the documented dialect's policies for originals (not part of the spec record)", async () => {
    const created = await h.call('POST', h.companyPath('/datasets/'), {
      body: { name: 'With policies', expire_images_after_days: 9999, clean_images_as_soon_as_ready: 'yes' },
    })
    expect(created.status, created.text).toBe(201)
    datasetSchema.parse(created.json)
  })

  it('accepts a 512-character name', async () => {
    const reply = await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'n'.repeat(512) } })
    expect(reply.status).toBe(201)
    expect(datasetSchema.parse(reply.json).name).toHaveLength(512)
  })

  it('404s an unknown or malformed dataset id', async () => {
    expectError(
      await h.call('GET', h.companyPath('/datasets/00000000-0000-4000-8000-000000000000/')),
      404,
      'client_error',
      'not_found',
    )
    expectError(await h.call('GET', h.companyPath('/datasets/not-a-uuid/')), 404, 'client_error', 'not_found')
  })

  describe('validation of the create body', () => {
    it('missing name → required_field', async () => {
      expectError(
        await h.call('POST', h.companyPath('/datasets/'), { body: {} }),
        400,
        'validation_error',
        'required_field',
        'name',
      )
    })

    it('no body at all → required_field', async () => {
      expectError(
        await h.call('POST', h.companyPath('/datasets/')),
        400,
        'validation_error',
        'required_field',
        'name',
      )
    })

    it('empty and blank names → field_too_short', async () => {
      for (const name of ['', '   ']) {
        expectError(
          await h.call('POST', h.companyPath('/datasets/'), { body: { name } }),
          400,
          'validation_error',
          'field_too_short',
          'name',
        )
      }
    })

    it('513 characters → field_too_long', async () => {
      expectError(
        await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'x'.repeat(513) } }),
        400,
        'validation_error',
        'field_too_long',
        'name',
      )
    })

    it('wrong type → invalid_field_value', async () => {
      for (const name of [42, true, ['a'], { a: 1 }, null]) {
        expectError(
          await h.call('POST', h.companyPath('/datasets/'), { body: { name } }),
          400,
          'validation_error',
          'invalid_field_value',
          'name',
        )
      }
    })

    it('unknown image_type_id → invalid_choice listing the allowed ids', async () => {
      const body = expectError(
        await h.call('POST', h.companyPath('/datasets/'), { body: { name: 'x', image_type_id: 99 } }),
        400,
        'validation_error',
        'invalid_choice',
        'image_type_id',
      )
      expect(body.errors[0]?.extra).toEqual([1])
    })

    it('reports every invalid field at once', async () => {
      const body = expectError(
        await h.call('POST', h.companyPath('/datasets/'), { body: { name: '', image_type_id: 'x' } }),
        400,
        'validation_error',
        'field_too_short',
        'name',
      )
      expect(body.errors.map((e) => e.attr).sort()).toEqual(['image_type_id', 'name'])
    })

    it('a failed create stores nothing', async () => {
      const before = pageSchema(datasetSchema).parse(
        (await h.call('GET', h.companyPath('/datasets/'))).json,
      ).count
      await h.call('POST', h.companyPath('/datasets/'), { body: { name: '' } })
      const after = pageSchema(datasetSchema).parse(
        (await h.call('GET', h.companyPath('/datasets/'))).json,
      ).count
      expect(after).toBe(before)
    })
  })
})
