import type { Messages } from '../en'

export default {
  title: 'Règles de notification',
  intro:
    'La règle la plus précise décide : celle du moniteur, puis celles de ses étiquettes, puis celle de son équipe, puis celle du type de vérification. Entre deux étiquettes, la règle la plus discrète l’emporte. Les heures calmes et la pause s’appliquent en plus, et un changement mis en sourdine reste visible dans la barre des menus et ici.',
  listHeading: 'Règles',
  none: 'Aucune règle : chaque type de vérification notifie les échecs et les rétablissements selon les réglages.',
  remove: 'Supprimer',
  removeLabel: 'Supprimer la règle : {rule}',
  removeWhat: 'Supprimer la règle',
  addHeading: 'Ajouter une règle',
  scope: 'Portée',
  which: 'Lequel',
  choose: 'Choisir…',
  notify: 'Notifier',
  add: 'Ajouter la règle',
  scopes: {
    monitor: 'Moniteur',
    tag: 'Étiquette',
    team: 'Équipe',
    checkType: 'Type de vérification',
  },
  modes: {
    always: 'Toujours notifier',
    failures: 'Échecs uniquement',
    never: 'Ne jamais notifier',
  },
  sentence: {
    line: '{subject} : {mode}',
    monitor: 'Moniteur {name}',
    team: 'Moniteurs de l’équipe {name}',
    tag: 'Moniteurs étiquetés {name}',
    checkType: 'Vérifications {name}',
    always: 'toujours notifier',
    failures: 'notifier les échecs uniquement',
    never: 'ne jamais notifier',
  },
  account: {
    named: '{account} : {name}',
  },
} satisfies Messages['rules']
