import type { Messages } from '../en'

export default {
  title: 'Bienvenue dans Uptray',
  intro:
    'Collez un jeton d’API de votre compte de surveillance (Réglages → Jetons d’API). Il est conservé dans le trousseau du système et ne sera plus jamais affiché.',
  token: 'Jeton d’API',
  accountName: 'Nom du compte (facultatif)',
  accountNamePlaceholder: 'Nommé d’après son adresse s’il est laissé vide',
  baseUrl: 'Adresse du service',
  test: 'Tester le jeton',
  signIn: 'Se connecter',
  checking: 'Vérification…',
  badUrl: 'L’adresse doit commencer par https:// (par exemple https://ohdear.app).',
  works: 'Le jeton fonctionne : {user} ({email}), équipes : {teams}',
  noTeams: 'aucune',
  demo: 'Essayer la démo',
  demoNote: 'Lance un compte simulé intégré sur cet ordinateur : rien n’en sort.',
} satisfies Messages['onboarding']
