import type { Messages } from '../en'

export default {
  title: 'Tags',
  loadFailed: 'Tags konnten nicht geladen werden: {reason}',
  loadFailedOf: 'Tags von {account} konnten nicht geladen werden: {reason}',
  byAccount: '{account}: {message}',
  retry: 'Erneut versuchen',
  heading: 'Tags',
  team: 'Team',
  teamId: 'Team {id}',
  newTag: 'Neues Tag',
  createTag: 'Tag anlegen',
  howTo:
    'Um Monitore zu taggen, sie in der {overview} auswählen und unter „Sammelaktionen“ ein Tag hinzufügen.',
  overviewLink: 'Übersicht',
  empty: 'Noch keine Tags.',
  column: {
    tag: 'Tag',
    team: 'Team',
    monitors: 'Monitore',
  },
  andMore: '{names} und {n} weitere',
  need: {
    name: 'Einen Tag-Namen eingeben.',
    label: 'Eine Bezeichnung eingeben.',
    pattern: '„{tag}“: ein Tag-Name oder ein Präfix mit * am Ende.',
    tooMany: 'Höchstens {n} Tags.',
  },
  group: {
    heading: 'Tag-Gruppen',
    new: 'Neue Tag-Gruppe',
    edit: 'Tag-Gruppe bearbeiten',
    explain:
      'Eine Gruppe nennt Tags oder Muster wie {example} (jedes Tag, das mit kunde- beginnt). Benachrichtigungsziele lassen sich pro Gruppe festlegen.',
    example: 'kunde-*',
    label: 'Bezeichnung',
    tags: 'Tags und Muster, durch Kommas getrennt',
    placeholder: 'produktion, kunde-*',
    keepHint:
      'Der Dienst listet die Tags, die eine Gruppe umfasst; unverändert lassen, um die Muster der Gruppe zu behalten.',
    create: 'Tag-Gruppe anlegen',
    save: 'Tag-Gruppe sichern',
    cancel: 'Abbrechen',
    empty: 'Noch keine Tag-Gruppen.',
    noTags: 'noch keine Tags',
    editName: '{name} bearbeiten',
    editButton: 'Bearbeiten',
    deleteName: '{name} löschen',
    deleteButton: 'Löschen',
    deleteLabel: '{name} löschen?',
    deleteAsk: 'Tag-Gruppe {name} löschen? Ihre Tags bleiben an ihren Monitoren.',
  },
} satisfies Messages['tags']
