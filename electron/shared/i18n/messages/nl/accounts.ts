import type { Messages } from '../en'

export default {
  heading: 'Accounts',
  intro:
    'Uptray houdt alle accounts in deze lijst tegelijk in de gaten, elk met een eigen token en een eigen aanvraagbudget.',
  signedIn: 'Ingelogd',
  needsToken: 'Token nodig',
  confirmRemove: '{name} en het bijbehorende token verwijderen?',
  removeNamed: '{name} verwijderen',
  cancel: 'Annuleren',
  remove: 'Verwijderen…',
  addHeading: 'Account toevoegen',
  name: 'Naam',
  address: 'Adres van de dienst',
  token: 'API-token',
  add: 'Account toevoegen',
  checking: 'Controleren…',
  nameEmpty: 'Geef het account een naam.',
  nameTooLong: 'Een accountnaam heeft hoogstens {max} tekens.',
  nameControl: 'Een accountnaam mag geen stuurtekens bevatten.',
  nameTaken: 'Er bestaat al een account met de naam "{name}".',
} satisfies Messages['accounts']
