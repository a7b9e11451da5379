import type { Messages } from '../en'

export default {
  range: { h24: '24 h', d7: '7 j', d30: '30 j', d90: '90 j' },
  percent: '{n} %',
  uptime: {
    none: 'Aucune donnée de disponibilité pour cette période.',
    summary: 'Disponibilité sur {range} : moyenne {average}, minimum {lowest}.',
    up: 'Disponible %',
    down: 'Indisponible %',
  },
  response: {
    none: 'Aucun temps de réponse pour cette période.',
    http: 'Temps de réponse sur {range} : moyenne {average}, le plus lent {slowest}.',
    ping: 'Ping sur {range} : moyenne {average}, le plus rapide {fastest}, le plus lent {slowest} ; {loss}.',
    tcp: 'Temps de connexion TCP sur {range} : moyenne {average}, le plus lent {slowest}.',
    lossUpTo: 'perte de paquets jusqu’à {loss}',
    noLoss: 'aucune perte de paquets',
    inMs: '{name} (ms)',
    cell: '{name} {value}',
    tooltip: '{name} : {value}',
    dns: 'DNS',
    tcpPhase: 'TCP',
    tls: 'TLS',
    server: 'Serveur',
    download: 'Téléchargement',
    average: 'Moyenne',
    fastest: 'Le plus rapide',
    slowest: 'Le plus lent',
    connect: 'Connexion',
    packetLoss: 'Perte de paquets',
  },
} satisfies Messages['charts']
