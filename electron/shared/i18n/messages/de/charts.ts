import type { Messages } from '../en'

export default {
  range: { h24: '24 Std.', d7: '7 Tage', d30: '30 Tage', d90: '90 Tage' },
  percent: '{n} %',
  uptime: {
    none: 'Keine Verfügbarkeitsdaten für diesen Zeitraum.',
    summary: 'Verfügbarkeit über {range}: Durchschnitt {average}, Tiefstwert {lowest}.',
    up: 'Verfügbar %',
    down: 'Ausgefallen %',
  },
  response: {
    none: 'Keine Antwortzeiten für diesen Zeitraum.',
    http: 'Antwortzeit über {range}: Durchschnitt {average}, langsamste {slowest}.',
    ping: 'Ping über {range}: Durchschnitt {average}, schnellster {fastest}, langsamster {slowest}; {loss}.',
    tcp: 'TCP-Verbindungszeit über {range}: Durchschnitt {average}, langsamste {slowest}.',
    lossUpTo: 'Paketverlust bis {loss}',
    noLoss: 'kein Paketverlust',
    inMs: '{name} (ms)',
    cell: '{name} {value}',
    tooltip: '{name}: {value}',
    dns: 'DNS',
    tcpPhase: 'TCP',
    tls: 'TLS',
    server: 'Server',
    download: 'Download',
    average: 'Durchschnitt',
    fastest: 'Schnellster',
    slowest: 'Langsamster',
    connect: 'Verbindung',
    packetLoss: 'Paketverlust',
  },
} satisfies Messages['charts']
