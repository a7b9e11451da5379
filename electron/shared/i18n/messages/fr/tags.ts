import type { Messages } from '../en'

export default {
  title: 'Tags',
  loadFailed: 'Impossible de charger les tags : {reason}',
  retry: 'Réessayer',
  heading: 'Tags',
  team: 'Équipe',
  teamId: 'Équipe {id}',
  newTag: 'Nouveau tag',
  createTag: 'Créer le tag',
  howTo:
    "Pour mettre un tag sur des moniteurs, sélectionnez-les dans la {overview} et utilisez « Tag » dans la barre d'actions groupées.",
  overviewLink: "vue d'ensemble",
  empty: 'Aucun tag pour le moment.',
  column: {
    tag: 'Tag',
    team: 'Équipe',
    monitors: 'Moniteurs',
  },
  andMore: '{names} et {n} de plus',
  need: {
    name: 'Saisissez un nom de tag.',
    label: 'Saisissez un libellé.',
    pattern: '« {tag} » : un nom de tag, ou un préfixe suivi de * à la fin.',
    tooMany: '{n} tags au maximum.',
  },
  group: {
    heading: 'Groupes de tags',
    new: 'Nouveau groupe de tags',
    edit: 'Modifier le groupe de tags',
    explain:
      'Un groupe nomme des tags, ou des motifs comme {example} (tout tag commençant par client-). Les destinations de notification peuvent être réglées par groupe.',
    example: 'client-*',
    label: 'Libellé',
    tags: 'Tags et motifs, séparés par des virgules',
    placeholder: 'production, client-*',
    keepHint:
      'Le service liste les tags couverts par un groupe ; laissez ce champ tel quel pour garder les motifs du groupe.',
    create: 'Créer le groupe de tags',
    save: 'Enregistrer le groupe de tags',
    cancel: 'Annuler',
    empty: 'Aucun groupe de tags pour le moment.',
    noTags: 'aucun tag pour le moment',
    editName: 'Modifier {name}',
    editButton: 'Modifier',
    deleteName: 'Supprimer {name}',
    deleteButton: 'Supprimer',
    deleteLabel: 'Supprimer {name} ?',
    deleteAsk: 'Supprimer le groupe de tags {name} ? Ses tags restent sur leurs moniteurs.',
  },
} satisfies Messages['tags']
