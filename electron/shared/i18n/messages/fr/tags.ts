import type { Messages } from '../en'

export default {
  title: 'Étiquettes',
  loadFailed: 'Impossible de charger les étiquettes : {reason}',
  loadFailedOf: 'Impossible de charger les étiquettes de {account} : {reason}',
  byAccount: '{account} : {message}',
  retry: 'Réessayer',
  heading: 'Étiquettes',
  team: 'Équipe',
  teamId: 'Équipe {id}',
  newTag: 'Nouvelle étiquette',
  createTag: "Créer l'étiquette",
  howTo:
    'Pour étiqueter des moniteurs, sélectionnez-les dans la {overview} et ajoutez une étiquette dans les actions groupées.',
  overviewLink: "vue d'ensemble",
  empty: 'Aucune étiquette pour le moment.',
  column: {
    tag: 'Étiquette',
    team: 'Équipe',
    monitors: 'Moniteurs',
  },
  andMore: '{names} et {n} de plus',
  need: {
    name: "Saisissez un nom d'étiquette.",
    label: 'Saisissez un libellé.',
    pattern: "« {tag} » : un nom d'étiquette, ou un préfixe suivi de * à la fin.",
    tooMany: '{n} étiquettes au maximum.',
  },
  group: {
    heading: "Groupes d'étiquettes",
    new: "Nouveau groupe d'étiquettes",
    edit: "Modifier le groupe d'étiquettes",
    explain:
      'Un groupe nomme des étiquettes, ou des motifs comme {example} (toute étiquette commençant par client-). Les destinations de notification peuvent être réglées par groupe.',
    example: 'client-*',
    label: 'Libellé',
    tags: 'Étiquettes et motifs, séparés par des virgules',
    placeholder: 'production, client-*',
    keepHint:
      'Le service liste les étiquettes couvertes par un groupe ; laissez ce champ tel quel pour garder les motifs du groupe.',
    create: "Créer le groupe d'étiquettes",
    save: "Enregistrer le groupe d'étiquettes",
    cancel: 'Annuler',
    empty: "Aucun groupe d'étiquettes pour le moment.",
    noTags: 'aucune étiquette pour le moment',
    editName: 'Modifier {name}',
    editButton: 'Modifier',
    deleteName: 'Supprimer {name}',
    deleteButton: 'Supprimer',
    deleteLabel: 'Supprimer {name} ?',
    deleteAsk:
      "Supprimer le groupe d'étiquettes {name} ? Ses étiquettes restent sur leurs moniteurs.",
  },
} satisfies Messages['tags']
