export default {
  heading: 'Accounts',
  intro:
    'Uptray watches every account listed here at once, each with its own token and request budget.',
  signedIn: 'Signed in',
  needsToken: 'Needs a token',
  confirmRemove: 'Remove {name} and its token?',
  removeNamed: 'Remove {name}',
  cancel: 'Cancel',
  remove: 'Remove…',
  addHeading: 'Add an account',
  name: 'Name',
  address: 'Service address',
  token: 'API token',
  add: 'Add account',
  checking: 'Checking…',
  /** Why a name cannot be an account's (shared/accounts.ts). */
  nameEmpty: 'Give the account a name.',
  nameTooLong: 'An account name has at most {max} characters.',
  nameControl: 'An account name cannot hold control characters.',
  nameTaken: 'There is already an account named "{name}".',
}
