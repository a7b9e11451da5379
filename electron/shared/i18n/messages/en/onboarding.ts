// The first-run window (src/views/OnboardingView.vue).
export default {
  title: 'Welcome to Uptray',
  intro:
    'Paste an API token from your monitoring account (Settings → API tokens). It is kept in the system keychain and never shown again.',
  token: 'API token',
  accountName: 'Account name (optional)',
  accountNamePlaceholder: 'Named by its address when left empty',
  baseUrl: 'Service address',
  test: 'Test token',
  signIn: 'Sign in',
  checking: 'Checking…',
  badUrl: 'The address must start with https:// (for example https://ohdear.app).',
  /** {user}, {email} and {teams} are the service's, drawn by the view. */
  works: 'Token works: {user} ({email}), teams: {teams}',
  noTeams: 'none',
  demo: 'Try the demo',
  demoNote: 'Runs a built-in simulated account on this machine: nothing leaves it.',
}
