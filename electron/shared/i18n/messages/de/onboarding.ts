import type { Messages } from '../en'

export default {
  title: 'Willkommen bei Uptray',
  intro:
    'API-Token aus dem Monitoring-Konto einfügen (Einstellungen → API-Tokens). Er wird im Schlüsselbund des Systems gespeichert und nie wieder angezeigt.',
  token: 'API-Token',
  accountName: 'Kontoname (optional)',
  accountNamePlaceholder: 'Leer lassen, um die Adresse als Namen zu verwenden',
  baseUrl: 'Adresse des Dienstes',
  test: 'Token testen',
  signIn: 'Anmelden',
  checking: 'Wird geprüft …',
  badUrl: 'Die Adresse muss mit https:// beginnen (zum Beispiel https://ohdear.app).',
  works: 'Token funktioniert: {user} ({email}), Teams: {teams}',
  noTeams: 'keine',
  demo: 'Demo ausprobieren',
  demoNote: 'Startet ein eingebautes simuliertes Konto auf diesem Computer: Nichts verlässt ihn.',
} satisfies Messages['onboarding']
