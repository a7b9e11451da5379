// The Tags page: tags, tag groups and their forms.
export default {
  title: 'Tags',
  loadFailed: 'Could not load the tags: {reason}',
  /** One account's tags could not be read (several accounts: the others are shown). */
  loadFailedOf: 'Could not load the tags of {account}: {reason}',
  /** What was done in one account, with several. */
  byAccount: '{account}: {message}',
  retry: 'Retry',
  heading: 'Tags',
  team: 'Team',
  /** A team the account list does not name. */
  teamId: 'Team {id}',
  newTag: 'New tag',
  createTag: 'Create tag',
  /** {overview} is a link to the overview, worded by `overviewLink`. */
  howTo: 'To put a tag on monitors, select them in the {overview} and use Tag in the bulk bar.',
  overviewLink: 'overview',
  empty: 'No tags yet.',
  column: {
    tag: 'Tag',
    team: 'Team',
    monitors: 'Monitors',
  },
  /** The first monitors carrying a tag, and how many more. */
  andMore: '{names} and {n} more',
  need: {
    name: 'Enter a tag name.',
    label: 'Enter a label.',
    pattern: '"{tag}": a tag name, or a prefix followed by * at the end.',
    tooMany: 'At most {n} tags.',
  },
  group: {
    heading: 'Tag groups',
    new: 'New tag group',
    edit: 'Edit tag group',
    /** {example} is a pattern, shown as code. */
    explain:
      'A group names tags, or patterns such as {example} (every tag starting with client-). Notification destinations can be set per group.',
    example: 'client-*',
    label: 'Label',
    tags: 'Tags and patterns, separated by commas',
    placeholder: 'production, client-*',
    keepHint:
      "The service lists the tags a group covers; leave this as it is to keep the group's patterns.",
    create: 'Create tag group',
    save: 'Save tag group',
    cancel: 'Cancel',
    empty: 'No tag groups yet.',
    noTags: 'no tags yet',
    editName: 'Edit {name}',
    editButton: 'Edit',
    deleteName: 'Delete {name}',
    deleteButton: 'Delete',
    deleteLabel: 'Delete {name}?',
    deleteAsk: 'Delete the tag group {name}? Its tags stay on their monitors.',
  },
}
