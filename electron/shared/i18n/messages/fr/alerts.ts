import type { Messages } from '../en'

export default {
  title: 'Notifications',
  newDestination: 'Nouvelle destination',
  create: 'Créer la destination',
  save: 'Enregistrer la destination',
  intro:
    'Là où Oh Dear envoie les alertes, relues toutes les quelques heures sur le budget de requêtes disponible{read}.',
  oldestRead: ' (lecture la plus ancienne {time})',
  readError: 'Impossible de lire les destinations : {error}',
  disabledWarning:
    '{n} destination a été désactivée par Oh Dear : les alertes qui y sont envoyées sont perdues jusqu’à sa réactivation. | {n} destinations ont été désactivées par Oh Dear : les alertes qui y sont envoyées sont perdues jusqu’à leur réactivation.',
  empty:
    'Aucune destination lue pour l’instant. Elles sont lues en arrière-plan quand le budget le permet.',
  columns: {
    destination: 'Destination',
    channel: 'Canal',
    level: 'Niveau',
    state: 'État',
    actions: 'Actions',
  },
  levels: {
    team: 'Équipe',
    tag: 'Étiquette',
    tagGroup: 'Groupe d’étiquettes',
    monitor: 'Moniteur',
  },
  states: {
    disabledBy: 'Désactivée par Oh Dear : {reason}',
    disabled: 'Désactivée',
    unknown: 'Inconnu',
    enabled: 'Activée',
  },
  enable: 'Activer',
  enableLabel: 'Activer {name}',
  disable: 'Désactiver',
  disableLabel: 'Désactiver {name}',
  test: 'Envoyer un test',
  testLabel: 'Envoyer un test à {name}',
  edit: 'Modifier',
  editLabel: 'Modifier {name}',
  delete: 'Supprimer',
  deleteLabel: 'Supprimer {name}',
  notKnown: '{name} n’est pas encore connue ici. Rien n’a été modifié.',
} satisfies Messages['alerts']
