import type { Messages } from '../en'

export default {
  runs: {
    label: 'Welke uitvoeringen',
    show: 'Tonen',
    all: 'Alle uitvoeringen',
    only: {
      succeeded: 'Alleen geslaagd',
      warning: 'Alleen waarschuwingen',
      failed: 'Alleen mislukt',
    },
    newer: 'Nieuwer',
    older: 'Ouder',
    page: 'Pagina {page}',
    pageOf: 'Pagina {page} van {last}',
    total:
      'geen overeenkomende uitvoeringen | {n} overeenkomende uitvoering | {n} overeenkomende uitvoeringen',
    noneMatching: 'Geen uitvoeringen met dit resultaat op deze pagina.',
  },
  crawled: {
    title: 'Alle gecrawlde URL’s',
    show: 'Tonen',
    status: {
      all: 'Alle statussen',
      ok: '2xx (OK)',
      redirect: '3xx (doorverwijzingen)',
      client: '4xx (clientfouten)',
      server: '5xx (serverfouten)',
      none: 'Geen antwoord',
    },
    filterNote: 'Het statusfilter geldt voor de URL’s op deze pagina.',
    previous: 'Vorige',
    next: 'Volgende',
    pageOf: 'Pagina {page} van {last}',
    total: 'geen URL’s gecrawld | {n} URL gecrawld | {n} URL’s gecrawld',
    noneOnPage: 'Geen URL met deze status op deze pagina.',
    error: 'Kan de gecrawlde URL’s niet laden:',
  },
  pages: {
    mixed: 'Pagina’s met gemengde inhoud',
    sitemap: 'Pagina’s met sitemapproblemen',
  },
  sitemap: {
    response: 'Antwoord',
    all: 'Alle antwoorden',
    none: 'Geen antwoordcode',
    noneMatching: 'Geen probleem met dit antwoord.',
  },
  downtime: {
    notes: 'Notities',
    actions: 'Acties',
    period: 'van {start} tot {end}',
    periodOngoing: 'sinds {start}, nog bezig',
    delete: 'Verwijderen',
    deleteLabel: 'Downtime {period} verwijderen',
    ask: 'Downtime {period} verwijderen?',
    question: 'Downtime {period} verwijderen? De dienst vergeet deze voorgoed.',
    yes: 'Downtime verwijderen',
    deleted: 'Downtime {period} verwijderd.',
    failed: 'Kan downtime {period} niet verwijderen: {message}',
  },
} satisfies Messages['history']
