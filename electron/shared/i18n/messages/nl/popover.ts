import type { Messages } from '../en'

export default {
  title: 'Uptray-status',
  counts: {
    monitors: '{n} monitor | {n} monitors',
    failing: '{n} faalt | {n} falen',
    warning: '{n} waarschuwing | {n} waarschuwingen',
    snoozed: '{n} sluimert | {n} sluimeren',
    maintenance: '{n} in onderhoud | {n} in onderhoud',
  },
  loadError: 'Kan monitors niet laden: {message}.',
  waiting: 'Wachten op de eerste synchronisatie…',
  quiet: 'Niets faalt behalve wat sluimert of in onderhoud is',
  allFine: 'Nog geen monitors | De monitor is in orde | Alle {n} monitors zijn in orde',
  needsAttention: 'Vraagt aandacht',
  failingChecksOf: 'Falende controles van {label}',
  showFindings: 'Bevindingen van {label} tonen',
  actionsFor: 'Acties voor {label}',
  below: 'nog {n} hieronder | nog {n} hieronder',
  more: 'en nog {n} in het dashboard | en nog {n} in het dashboard',
  openError: 'Kan het dashboard niet openen: {message}',
  openDashboard: 'Dashboard openen',
  actions: {
    snooze: { label: '1 u sluimeren', title: 'Falende controles een uur laten sluimeren' },
    maintenance: { label: '1 u onderhoud', title: 'Een uur onderhoud starten' },
    rerun: { label: 'Opnieuw', title: 'Falende controles nu opnieuw uitvoeren' },
    seen: { label: 'Gezien', title: 'Geen herinneringen meer hierover' },
  },
  unknownMonitor: 'De app kent deze monitor niet meer.',
  actionFailed: 'Dat lukte niet: {message}',
} satisfies Messages['popover']
