// The account a picture id belongs to is the one holding its slot (AccountView.slot), not the one
// at that place in the list: accounts may be reordered, and a removed one leaves a gap.
import { describe, expect, it } from 'vitest'
import type { AccountView } from '@app/shared/app-service-api'
import { accountNames, accountOfId } from '../../src/lib/account-names'

const view = (id: string, name: string, slot: number): AccountView => ({
  id,
  name,
  baseUrl: 'https://ohdear.app',
  slot,
  signedIn: true,
  account: null,
})

describe('accountOfId', () => {
  it('names the account by the slot in the id, whatever the order', () => {
    const names = accountNames([view('own', 'Own sites', 1), view('acme', 'Acme', 0)])
    expect(accountOfId(names, 7)).toBe('Acme')
    expect(accountOfId(names, 2 ** 40 + 7)).toBe('Own sites')
  })

  it('an id of a slot no account holds names none', () => {
    const names = accountNames([view('own', 'Own sites', 1), view('gamma', 'Gamma', 3)])
    expect(accountOfId(names, 7)).toBeNull()
    expect(accountOfId(names, 3 * 2 ** 40 + 7)).toBe('Gamma')
  })
})
