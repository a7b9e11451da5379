import type { Messages } from '../en'

export default {
  heading: 'Konten',
  intro:
    'Uptray überwacht alle hier aufgeführten Konten gleichzeitig, jedes mit eigenem Token und eigenem Anfragebudget.',
  signedIn: 'Angemeldet',
  needsToken: 'Token erforderlich',
  confirmRemove: '{name} und das zugehörige Token entfernen?',
  removeNamed: '{name} entfernen',
  cancel: 'Abbrechen',
  remove: 'Entfernen …',
  addHeading: 'Konto hinzufügen',
  name: 'Name',
  address: 'Adresse des Dienstes',
  token: 'API-Token',
  add: 'Konto hinzufügen',
  checking: 'Wird geprüft …',
  nameEmpty: 'Dem Konto einen Namen geben.',
  nameTooLong: 'Ein Kontoname hat höchstens {max} Zeichen.',
  nameControl: 'Ein Kontoname darf keine Steuerzeichen enthalten.',
  nameTaken: 'Es gibt bereits ein Konto namens „{name}“.',
} satisfies Messages['accounts']
