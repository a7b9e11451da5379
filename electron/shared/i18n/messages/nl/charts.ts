import type { Messages } from '../en'

export default {
  range: { h24: '24 u', d7: '7 d', d30: '30 d', d90: '90 d' },
  percent: '{n}%',
  uptime: {
    none: 'Geen uptimegegevens voor deze periode.',
    summary: 'Uptime over {range}: gemiddeld {average}, laagste {lowest}.',
    up: 'Up %',
    down: 'Down %',
  },
  response: {
    none: 'Geen responstijden voor deze periode.',
    http: 'Responstijd over {range}: gemiddeld {average}, traagste {slowest}.',
    ping: 'Ping over {range}: gemiddeld {average}, snelste {fastest}, traagste {slowest}; {loss}.',
    tcp: 'TCP-verbindingstijd over {range}: gemiddeld {average}, traagste {slowest}.',
    lossUpTo: 'pakketverlies tot {loss}',
    noLoss: 'geen pakketverlies',
    inMs: '{name} (ms)',
    cell: '{name} {value}',
    tooltip: '{name}: {value}',
    dns: 'DNS',
    tcpPhase: 'TCP',
    tls: 'TLS',
    server: 'Server',
    download: 'Download',
    average: 'Gemiddeld',
    fastest: 'Snelste',
    slowest: 'Traagste',
    connect: 'Verbinding',
    packetLoss: 'Pakketverlies',
  },
} satisfies Messages['charts']
