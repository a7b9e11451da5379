// The destination form and its delete question in German (and the form in Dutch): the channels'
// one name each, their fields, hints and the form's own check in the user's language; what the
// service says back (its 422) stays as sent.
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it } from 'vitest'
import DestinationConfirm from '@src/components/destinations/DestinationConfirm.vue'
import DestinationForm from '@src/components/destinations/DestinationForm.vue'
import { applyLanguage } from '@src/i18n'

afterEach(() => {
  applyLanguage('system')
  document.body.innerHTML = ''
})

const owners = {
  team: [{ id: 1, name: 'Ops' }],
  tag: [],
  tagGroup: [],
  monitor: [],
}

const form = () =>
  mount(DestinationForm, {
    props: {
      formId: 'new',
      owners,
      submitLabel: 'x',
      action: async () => ({ ok: true as const, message: 'ok' }),
    },
    attachTo: document.body,
  })

describe('destinations in German', () => {
  it('the form: levels, channels, fields, hints and its own check', async () => {
    applyLanguage('de')
    const wrapper = form()
    const options = (test: string) =>
      wrapper.findAll(`[data-test=${test}] option`).map((o) => o.text())
    expect(options('destination-level')).toEqual(['Team', 'Tag', 'Tag-Gruppe', 'Monitor'])
    expect(options('destination-channel')).toContain('Chat über API')
    expect(options('destination-channel')).toContain('E-Mail')
    expect(wrapper.text()).toContain('Gehört zu')
    expect(wrapper.text()).toContain('Bezeichnung (optional)')

    await wrapper.find('[data-test=destination-channel]').setValue('chatApi')
    expect(wrapper.text()).toContain('Chat-Kanal')
    expect(wrapper.text()).toContain('Zum Beispiel #ops')
    await wrapper.trigger('submit')
    await flushPromises()
    expect(wrapper.findAll('[data-test=field-error]').map((e) => e.text())).toEqual([
      'Chat-Kanal ist erforderlich.',
      'API-Token ist erforderlich.',
    ])

    await wrapper.find('[data-test=destination-channel]').setValue('topicPush')
    await wrapper.find('[data-test=destination-field-serverUrl]').setValue('kein Link')
    await wrapper.find('[data-test=destination-field-topic]').setValue('ops')
    await wrapper.find('[data-test=destination-field-priority]').setValue('9')
    await wrapper.trigger('submit')
    await flushPromises()
    expect(wrapper.findAll('[data-test=field-error]').map((e) => e.text())).toEqual([
      'Server-URL muss eine URL sein.',
      'Priorität muss eine ganze Zahl von 1 bis 5 sein.',
    ])
    expect(wrapper.text()).toContain('Zugriffstoken (optional)')
    expect(wrapper.text()).toContain('1 (min.) bis 5 (max.); 3, wenn leer')
    for (const english of ['Belongs to', 'Channel', 'is required', 'must be', 'Cancel', 'Topic'])
      expect(wrapper.text()).not.toContain(english)
  })

  it('the question before a delete names the destination', () => {
    applyLanguage('de')
    const wrapper = mount(DestinationConfirm, {
      props: { name: 'Ops room' },
      attachTo: document.body,
    })
    expect(wrapper.find('[role=group]').attributes('aria-label')).toBe('Ziel Ops room löschen?')
    expect(wrapper.text()).toContain('Ziel Ops room löschen? Alarme gehen dann nicht mehr dorthin.')
    expect(wrapper.find('[data-test=destination-confirm-yes]').text()).toBe('Ops room löschen')
    expect(wrapper.find('[data-test=destination-confirm-no]').text()).toBe('Behalten')
    expect(wrapper.text()).not.toMatch(/Delete|Keep|Alerts/)
  })
})

describe('destinations in Dutch', () => {
  it('the form says its fields and problems in Dutch', async () => {
    applyLanguage('nl')
    const wrapper = form()
    await wrapper.find('[data-test=destination-channel]').setValue('mail')
    await wrapper.find('[data-test=destination-field-mail]').setValue('ops-at-example')
    await wrapper.trigger('submit')
    await flushPromises()
    expect(wrapper.find('[data-test=field-error]').text()).toBe('Adres moet een e-mailadres zijn.')
    expect(wrapper.text()).toContain('Hoort bij')
    expect(wrapper.text()).toContain('Kanaal')
    expect(wrapper.text()).not.toMatch(/Belongs|Channel|Address|must be/)
  })
})
