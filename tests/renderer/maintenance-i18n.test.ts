// The maintenance forms and lists in the user's language: Uptray's words from the catalogues,
// weekdays and ordinals as the language writes them, the team's zone named; the service's names
// and schedules stay as sent.
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import RecurringForm from '@src/components/maintenance/RecurringForm.vue'
import RecurringList from '@src/components/maintenance/RecurringList.vue'
import UpcomingList from '@src/components/maintenance/UpcomingList.vue'
import WindowForm from '@src/components/maintenance/WindowForm.vue'
import { applyLanguage } from '@src/i18n'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const OWN = 'Europe/Brussels'
const TEAM = 'Asia/Tokyo'

const recurringForm = () =>
  mount(RecurringForm, {
    props: {
      ownZone: OWN,
      teamZone: TEAM,
      submitLabel: 'x',
      busy: false,
      idPrefix: 'new',
    },
    attachTo: document.body,
  })

const noEnglish = (text: string, words: string[]) => {
  for (const word of words) expect(text).not.toContain(word)
}

describe('maintenance in German', () => {
  it('the recurring form: its fields, weekdays by Intl, the rule on both clocks, its problems', async () => {
    applyLanguage('de')
    const form = recurringForm()
    expect(form.text()).toContain('Wiederholung')
    expect(form.text()).toContain('Wöchentlich')
    expect(form.find('[data-test=recurring-days]').text()).toContain('Montag')
    expect(form.find('[data-test=recurring-days]').text()).toContain('Sonntag')
    expect(form.find('[data-test=recurring-words]').text()).toBe(
      'Zeitpunkt angeben: einen Tag, einen Beginn und ein Ende.',
    )
    await form.trigger('submit')
    const problems = form.find('[data-test=recurring-problems]').text()
    expect(problems).toContain('Dem Fenster einen Namen geben.')
    expect(problems).toContain('Mindestens einen Wochentag auswählen.')
    expect(form.emitted('submit')).toBeUndefined()

    await form.find('[data-test=recurring-name]').setValue('Patchnacht')
    await form.find('[data-test=recurring-day-1]').setValue(true)
    await form.find('[data-test=recurring-day-5]').setValue(true)
    await form.find('[data-test=recurring-start]').setValue('23:00')
    await form.find('[data-test=recurring-end]').setValue('01:30')
    expect(form.find('[data-test=recurring-words]').text()).toContain(
      `Jeden Montag und Freitag von 23:00 bis 01:30 am nächsten Tag, Ortszeit (${OWN}).`,
    )
    // 23:00 in Brussels is the next morning in Tokyo (07:00 in winter, 06:00 in summer).
    expect(form.find('[data-test=recurring-team-words]').text()).toMatch(
      /^In der Zeit des Teams \(Asia\/Tokyo\): Jeden Dienstag und Samstag von 0[67]:00 bis 0[89]:30\.$/,
    )
    noEnglish(form.text(), [
      'Every',
      'Monday',
      'Repeats',
      'Weekly',
      'your time',
      "team's",
      'Cancel',
    ])
  })

  it('a monthly rule on the 31st: the German ordinal and the short months', async () => {
    applyLanguage('de')
    const form = recurringForm()
    await form.find('[data-test=recurring-monthly]').setValue(true)
    await form.find('[data-test=recurring-day-of-month]').setValue(31)
    await form.find('[data-test=recurring-start]').setValue('02:00')
    await form.find('[data-test=recurring-end]').setValue('03:00')
    expect(form.find('[data-test=recurring-words]').text()).toContain(
      'Am 31. jedes Monats von 02:00 bis 03:00 (entfällt in Monaten ohne den 31.)',
    )
    expect(form.text()).toContain('Tag im Monat')
  })

  it('the window form: its fields, its length and the team’s times with the zone named, its error', async () => {
    applyLanguage('de')
    const form = mount(WindowForm, {
      props: { ownZone: OWN, teamZone: TEAM, submitLabel: 'Planen', busy: false },
      attachTo: document.body,
    })
    expect(form.text()).toContain('Beginn')
    expect(form.text()).toContain('Name des Fensters (optional)')
    await form.trigger('submit')
    expect(form.find('[role=alert]').text()).toBe('Beginn und Ende eingeben.')
    await form.find('[data-test=schedule-start]').setValue('2026-12-01T10:00')
    await form.find('[data-test=schedule-end]').setValue('2026-12-01T09:00')
    await form.trigger('submit')
    expect(form.find('[role=alert]').text()).toBe('Das Ende muss nach dem Beginn liegen.')
    await form.find('[data-test=schedule-end]').setValue('2026-12-01T12:00')
    await form.trigger('submit')
    const preview = form.find('[data-test=schedule-preview]').text()
    expect(preview).toContain('in der Zeit des Teams (Asia/Tokyo)')
    // The team's times through the one formatter, which names their zone.
    expect(preview).toMatch(/GMT\+9|JST/)
    noEnglish(form.text(), ['Starts', 'Ends', 'Window name', "team's", ' to ', 'Enter both'])
  })

  it('the lists: rows, edit and delete, the question before a delete', async () => {
    applyLanguage('de')
    const starts = Date.UTC(2026, 11, 1, 9)
    const upcoming = mount(UpcomingList, {
      props: {
        periods: [
          {
            id: 3,
            monitorId: 7,
            name: 'DB upgrade',
            startsAt: new Date(starts).toISOString(),
            endsAt: new Date(starts + 3_600_000).toISOString(),
          },
        ],
        ownZone: OWN,
        teamZone: null,
        busy: false,
      },
      attachTo: document.body,
    })
    expect(upcoming.find('[data-test=window-edit]').text()).toBe('Bearbeiten')
    expect(upcoming.find('[data-test=window-edit]').attributes('aria-label')).toMatch(
      /^Fenster DB upgrade, .+ bearbeiten$/,
    )
    await upcoming.find('[data-test=window-delete]').trigger('click')
    expect(upcoming.text()).toContain('Dieses Fenster löschen?')
    expect(upcoming.find('[data-test=window-delete-confirm]').text()).toBe('Fenster löschen')
    await upcoming.find('[data-test=window-delete-confirm]').trigger('click')
    expect(upcoming.emitted('remove')).toEqual([[3]])
    noEnglish(upcoming.text(), ['Edit', 'Delete', 'window'])

    const recurring = mount(RecurringList, {
      props: {
        rules: [
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
        ownZone: OWN,
        zone: OWN,
        teamZone: null,
        busy: false,
      },
      attachTo: document.body,
    })
    // The service's schedule stays as sent; Uptray's words around it are German.
    expect(recurring.text()).toContain('Every week on Sunday')
    expect(recurring.find('[data-test=recurring-edit]').attributes('aria-label')).toBe(
      'Wiederkehrendes Fenster Backups bearbeiten',
    )
    await recurring.find('[data-test=recurring-delete]').trigger('click')
    expect(recurring.text()).toContain('Samt allen noch kommenden Fenstern löschen?')
    await recurring.find('[data-test=recurring-delete-cancel]').trigger('click')
    await recurring.find('[data-test=recurring-edit]').trigger('click')
    expect(recurring.find('[data-test=recurring-submit]').text()).toBe(
      'Wiederkehrendes Fenster sichern',
    )
    expect(recurring.find('[data-test=recurring-words]').text()).toBe(
      `Jeden Sonntag von 22:00 bis 01:00 am nächsten Tag, Ortszeit (${OWN}).`,
    )
  })

  it('an empty list says so', () => {
    applyLanguage('de')
    const none = mount(UpcomingList, {
      props: { periods: [], ownZone: OWN, teamZone: null, busy: false },
    })
    expect(none.text()).toBe('Keine geplant.')
  })
})

describe('maintenance in Dutch', () => {
  it('the recurring form says the rule in Dutch, weekdays as Intl writes them', async () => {
    applyLanguage('nl')
    const form = recurringForm()
    await form.find('[data-test=recurring-name]').setValue('Patchnacht')
    await form.find('[data-test=recurring-day-1]').setValue(true)
    await form.find('[data-test=recurring-day-3]').setValue(true)
    await form.find('[data-test=recurring-day-0]').setValue(true)
    expect(form.find('[data-test=recurring-words]').text()).toContain(
      `Elke maandag, woensdag en zondag van 02:00 tot 03:00, jouw tijd (${OWN}).`,
    )
    expect(form.find('[data-test=recurring-days]').text()).toContain('Maandag')
    expect(form.text()).toContain('Herhaling')
    noEnglish(form.text(), ['Every', 'Monday', 'your time', 'Repeats'])
  })
})

describe('maintenance in English', () => {
  it('reads as before', async () => {
    const form = recurringForm()
    await form.find('[data-test=recurring-day-1]').setValue(true)
    await form.find('[data-test=recurring-day-3]').setValue(true)
    expect(form.find('[data-test=recurring-words]').text()).toContain(
      `Every Monday and Wednesday from 02:00 to 03:00, your time (${OWN}).`,
    )
    // 02:00 in Brussels is 10:00 in Tokyo in winter, 09:00 in summer.
    expect(form.find('[data-test=recurring-team-words]').text()).toMatch(
      /^In the team's time \(Asia\/Tokyo\): Every Monday and Wednesday from (09|10):00 to (10|11):00\.$/,
    )
    expect(form.find('[data-test=recurring-days]').text()).toContain('Monday')
  })
})
