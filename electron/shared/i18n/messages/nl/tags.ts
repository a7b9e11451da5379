import type { Messages } from '../en'

export default {
  title: 'Tags',
  loadFailed: 'Kon de tags niet laden: {reason}',
  loadFailedOf: 'Kon de tags van {account} niet laden: {reason}',
  byAccount: '{account}: {message}',
  retry: 'Opnieuw proberen',
  heading: 'Tags',
  team: 'Team',
  teamId: 'Team {id}',
  newTag: 'Nieuwe tag',
  createTag: 'Tag aanmaken',
  howTo:
    'Om monitors te taggen, selecteer je ze in het {overview} en voeg je bij „Bulkacties” een tag toe.',
  overviewLink: 'overzicht',
  empty: 'Nog geen tags.',
  column: {
    tag: 'Tag',
    team: 'Team',
    monitors: 'Monitors',
  },
  andMore: '{names} en nog {n}',
  need: {
    name: 'Vul een tagnaam in.',
    label: 'Vul een label in.',
    pattern: '„{tag}”: een tagnaam, of een voorvoegsel met * aan het eind.',
    tooMany: 'Hoogstens {n} tags.',
  },
  group: {
    heading: 'Taggroepen',
    new: 'Nieuwe taggroep',
    edit: 'Taggroep bewerken',
    explain:
      'Een groep noemt tags, of patronen zoals {example} (elke tag die met klant- begint). Meldingsbestemmingen kun je per groep instellen.',
    example: 'klant-*',
    label: 'Label',
    tags: 'Tags en patronen, gescheiden door komma’s',
    placeholder: 'productie, klant-*',
    keepHint:
      'De dienst toont de tags die een groep omvat; laat dit ongewijzigd om de patronen van de groep te behouden.',
    create: 'Taggroep aanmaken',
    save: 'Taggroep bewaren',
    cancel: 'Annuleren',
    empty: 'Nog geen taggroepen.',
    noTags: 'nog geen tags',
    editName: '{name} bewerken',
    editButton: 'Bewerken',
    deleteName: '{name} verwijderen',
    deleteButton: 'Verwijderen',
    deleteLabel: '{name} verwijderen?',
    deleteAsk: 'Taggroep {name} verwijderen? De tags blijven op hun monitors staan.',
  },
} satisfies Messages['tags']
