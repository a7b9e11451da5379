import type { Messages } from '../en'

export default {
  title: 'Welkom bij Uptray',
  intro:
    'Plak een API-token van je monitoringaccount (Instellingen → API-tokens). Het wordt bewaard in de sleutelhanger van het systeem en nooit meer getoond.',
  token: 'API-token',
  accountName: 'Accountnaam (optioneel)',
  accountNamePlaceholder: 'Leeg gelaten krijgt het de naam van het adres',
  baseUrl: 'Adres van de dienst',
  test: 'Token testen',
  signIn: 'Inloggen',
  checking: 'Controleren…',
  badUrl: 'Het adres moet beginnen met https:// (bijvoorbeeld https://ohdear.app).',
  works: 'Token werkt: {user} ({email}), teams: {teams}',
  noTeams: 'geen',
  demo: 'Demo proberen',
  demoNote:
    'Start een ingebouwd gesimuleerd account op deze computer: er verlaat niets het apparaat.',
} satisfies Messages['onboarding']
