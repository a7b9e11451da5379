import type { Messages } from '../en'

export default {
  heading: 'Comptes',
  intro:
    'Uptray surveille en même temps tous les comptes listés ici, chacun avec son propre jeton et son propre budget de requêtes.',
  signedIn: 'Connecté',
  needsToken: 'Jeton requis',
  confirmRemove: 'Supprimer {name} et son jeton ?',
  removeNamed: 'Supprimer {name}',
  cancel: 'Annuler',
  remove: 'Supprimer…',
  addHeading: 'Ajouter un compte',
  name: 'Nom',
  address: 'Adresse du service',
  token: 'Jeton d’API',
  add: 'Ajouter le compte',
  checking: 'Vérification…',
  nameEmpty: 'Donnez un nom au compte.',
  nameTooLong: 'Un nom de compte ne peut pas dépasser {max} caractères.',
  nameControl: 'Un nom de compte ne peut pas contenir de caractères de contrôle.',
  nameTaken: 'Un compte nommé « {name} » existe déjà.',
} satisfies Messages['accounts']
