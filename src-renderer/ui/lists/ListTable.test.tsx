/** ListTable: a list that failed, or has nothing, shows ListState instead of its table; a failed one retries. */
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Page } from '../../../src-shared/contract'
import type { ChannelQuery } from '../../data/useChannel'
import { renderScreen } from '../../testing/renderScreen'
import { ListTable, type Column } from './ListTable'

type Row = { id: string; name: string }
const page = (results: Row[]): Page<Row> => ({
  count: results.length,
  page: 1,
  pageSize: 20,
  hasNext: false,
  hasPrevious: false,
  results,
  fromCache: false,
  fetchedAt: null,
})
const columns: Column<Row>[] = [{ header: 'Name', cell: (row) => row.name }]

function list(over: Partial<ChannelQuery<Page<Row>>>): ChannelQuery<Page<Row>> {
  return {
    status: 'ready',
    data: undefined,
    error: null,
    refreshing: false,
    previous: false,
    retry: () => {},
    ...over,
  }
}

const table = (query: ChannelQuery<Page<Row>>) => (
  <ListTable
    list={query}
    columns={columns}
    rowKey={(row) => row.id}
    rowTestId="row"
    caption="Rows"
    empty="No rows yet."
  />
)

describe('ListTable', () => {
  it('says the list could not be loaded, in an alert with its icon, and Retry reads it again', async () => {
    const retry = vi.fn()
    await renderScreen(table(list({ status: 'error', error: new Error('disk'), retry })))
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('The list could not be loaded.')
    expect(alert.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(screen.queryByRole('table')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('says it has nothing, as a status, when the answer has no rows', async () => {
    await renderScreen(table(list({ data: page([]) })))
    expect(screen.getByRole('status').textContent).toBe('No rows yet.')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('shows the rows in a table named by its caption', async () => {
    await renderScreen(table(list({ data: page([{ id: 'a', name: 'Ada' }]) })))
    expect(screen.getByRole('table', { name: 'Rows' }).textContent).toContain('Ada')
  })
})
