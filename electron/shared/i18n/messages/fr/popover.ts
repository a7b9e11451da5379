import type { Messages } from '../en'

export default {
  title: 'État d’Uptray',
  counts: {
    monitors: '{n} moniteur | {n} moniteurs',
    failing: '{n} en échec | {n} en échec',
    warning: '{n} avertissement | {n} avertissements',
    snoozed: '{n} en sourdine | {n} en sourdine',
    maintenance: '{n} en maintenance | {n} en maintenance',
  },
  loadError: 'Impossible de charger les moniteurs : {message}.',
  waiting: 'En attente de la première synchronisation…',
  quiet: 'Aucun échec hors sourdine ou maintenance',
  allFine: 'Aucun moniteur pour l’instant | Le moniteur va bien | Les {n} moniteurs vont bien',
  needsAttention: 'À traiter',
  failingChecksOf: 'Vérifications en échec de {label}',
  showFindings: 'Afficher les constats de {label}',
  actionsFor: 'Actions pour {label}',
  below: 'encore {n} plus bas | encore {n} plus bas',
  more: 'et {n} autre dans le tableau de bord | et {n} autres dans le tableau de bord',
  openError: 'Impossible d’ouvrir le tableau de bord : {message}',
  openDashboard: 'Ouvrir le tableau de bord',
  actions: {
    snooze: {
      label: 'Sourdine 1 h',
      title: 'Mettre ses vérifications en échec en sourdine pendant une heure',
    },
    maintenance: { label: 'Maintenance 1 h', title: 'Démarrer une heure de maintenance' },
    rerun: { label: 'Relancer', title: 'Relancer maintenant ses vérifications en échec' },
    seen: { label: 'Vu', title: 'Arrêter les rappels à son sujet' },
  },
  unknownMonitor: 'L’application ne connaît plus ce moniteur.',
  actionFailed: 'Action impossible : {message}',
} satisfies Messages['popover']
