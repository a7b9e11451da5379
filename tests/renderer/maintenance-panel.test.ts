// The monitor page's maintenance panel: a window moved or deleted (after a confirmation), a
// recurring window created with its schedule said while typing, edited, deleted; each through
// the bridge with the user's zone named, nothing sent while the form has a problem.
import { flushPromises, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import App from '@src/App.vue'
import { monitor, snapshot } from './fixtures'
import { freshFake, mountWithApp } from './setup'

afterEach(() => (document.body.innerHTML = ''))

const OWN = Intl.DateTimeFormat().resolvedOptions().timeZone
const starts = new Date(Date.now() + 2 * 86_400_000)
starts.setSeconds(0, 0)

async function openPanel() {
  const fake = freshFake({ snapshot: snapshot([monitor({ id: 7, label: 'shop.example.com' })]) })
  fake.answer('maintenancePeriods', () => ({
    running: null,
    // The team in the user's own zone: its rules read back unchanged.
    zone: OWN,
    zoneSource: 'setting',
    upcoming: [
      {
        id: 3,
        monitorId: 7,
        name: 'DB upgrade',
        startsAt: starts.toISOString(),
        endsAt: new Date(starts.getTime() + 3_600_000).toISOString(),
      },
    ],
    recurring: [
      {
        id: 4,
        monitorId: 7,
        name: 'Backups',
        schedule: 'Every week on Sunday',
        startTime: '22:00',
        endTime: '01:00',
        recurrenceType: 'weekly',
        daysOfWeek: [0],
        dayOfMonth: null,
      },
    ],
  }))
  const { wrapper } = await mountWithApp(App, { path: '/monitor/7' })
  await flushPromises()
  return { fake, wrapper }
}

const find = (w: VueWrapper, test: string) => w.find(`[data-test=${test}]`)

describe('maintenance panel', () => {
  it('moves a window (the form holds its times) and deletes one after a confirmation', async () => {
    const { wrapper, fake } = await openPanel()
    await find(wrapper, 'window-edit').trigger('click')
    const form = find(wrapper, 'maintenance-edit-form')
    const field = form.find<HTMLInputElement>('[data-test=schedule-start]').element
    expect(new Date(field.value).getTime()).toBe(starts.getTime())
    expect(form.find<HTMLInputElement>('[data-test=schedule-name]').element.value).toBe(
      'DB upgrade',
    )
    const later = new Date(starts.getTime() + 3_600_000)
    const local = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}T${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`
    await form.find('[data-test=schedule-start]').setValue(local(later))
    await form
      .find('[data-test=schedule-end]')
      .setValue(local(new Date(later.getTime() + 7_200_000)))
    await form.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateMaintenance')).toEqual([
      [
        7,
        3,
        later.toISOString(),
        new Date(later.getTime() + 7_200_000).toISOString(),
        'DB upgrade',
      ],
    ])

    await find(wrapper, 'window-delete').trigger('click')
    expect(find(wrapper, 'maintenance-upcoming').text()).toContain('Delete this window?')
    await find(wrapper, 'window-delete-cancel').trigger('click')
    expect(fake.callsTo('deleteMaintenance')).toEqual([])
    await find(wrapper, 'window-delete').trigger('click')
    await find(wrapper, 'window-delete-confirm').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteMaintenance')).toEqual([[7, 3]])
  })

  it('creates a recurring window said in words while typing, sending nothing while a day is missing', async () => {
    const { wrapper, fake } = await openPanel()
    await find(wrapper, 'recurring-new').trigger('click')
    const form = find(wrapper, 'recurring-form')
    await form.find('[data-test=recurring-name]').setValue('Patch night')
    expect(form.find('[data-test=recurring-words]').text()).toBe(
      'Say when: a day, a start and an end.',
    )
    await form.trigger('submit')
    expect(form.find('[data-test=recurring-problems]').text()).toContain(
      'Pick at least one day of the week.',
    )
    expect(fake.callsTo('createRecurringMaintenance')).toEqual([])
    await form.find('[data-test=recurring-day-5]').setValue(true)
    await form.find('[data-test=recurring-day-1]').setValue(true)
    await form.find('[data-test=recurring-start]').setValue('23:00')
    await form.find('[data-test=recurring-end]').setValue('01:30')
    expect(form.find('[data-test=recurring-words]').text()).toBe(
      `Every Monday and Friday from 23:00 to 01:30 the next day, your time (${OWN}).`,
    )
    await form.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('createRecurringMaintenance')).toEqual([
      [
        7,
        {
          name: 'Patch night',
          recurrenceType: 'weekly',
          daysOfWeek: [1, 5],
          startTime: '23:00',
          endTime: '01:30',
          zone: OWN,
        },
      ],
    ])
  })

  it('edits a recurring window from its rule and deletes it with its future windows', async () => {
    const { wrapper, fake } = await openPanel()
    await find(wrapper, 'recurring-edit').trigger('click')
    const form = find(wrapper, 'recurring-edit-form')
    expect(form.find<HTMLInputElement>('[data-test=recurring-day-0]').element.checked).toBe(true)
    expect(form.find('[data-test=recurring-words]').text()).toContain(
      'Every Sunday from 22:00 to 01:00 the next day',
    )
    await form.find('[data-test=recurring-monthly]').setValue(true)
    await form.find('[data-test=recurring-day-of-month]').setValue('15')
    await form.trigger('submit')
    await flushPromises()
    expect(fake.callsTo('updateRecurringMaintenance')).toEqual([
      [
        7,
        4,
        {
          name: 'Backups',
          recurrenceType: 'monthly',
          dayOfMonth: 15,
          startTime: '22:00',
          endTime: '01:00',
          zone: OWN,
        },
      ],
    ])
    await find(wrapper, 'recurring-delete').trigger('click')
    await find(wrapper, 'recurring-delete-confirm').trigger('click')
    await flushPromises()
    expect(fake.callsTo('deleteRecurringMaintenance')).toEqual([[7, 4]])
  })
})
