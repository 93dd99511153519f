// Words about health or criminal records (special categories of the GDPR, art. 9 and 10): a gentle warning in the
// form, never a block and never masked — a legal question often needs them. See docs/decisions/trust-personal-data.md.
import { foldText } from './text';

export const SENSITIVE_TOPICS = ['health', 'criminal'] as const;
export type SensitiveTopic = (typeof SENSITIVE_TOPICS)[number];

export interface SensitiveTopicHit {
  topic: SensitiveTopic;
  start: number;
  end: number;
  match: string;
}

export const SENSITIVE_TOPIC_WARNINGS: Record<SensitiveTopic, string> = {
  health:
    'Votre message évoque votre santé. C\u2019est une information sensible : donnez seulement ce qui est utile à la question, ' +
    'sans détail qui permettrait de vous reconnaître (nom, établissement, lieu, dates précises).',
  criminal:
    'Votre message évoque une procédure pénale ou une condamnation. C\u2019est une information sensible : donnez seulement ce ' +
    'qui est utile à la question, sans détail qui permettrait de vous reconnaître (nom, juridiction, lieu, dates précises).',
};
/** When both topics appear. */
export const SENSITIVE_TOPICS_BOTH_WARNING =
  'Votre message évoque votre santé et une procédure pénale. Ce sont des informations sensibles : donnez seulement ce qui ' +
  'est utile à la question, sans détail qui permettrait de vous reconnaître. Votre question sera publique.';

// Folded (lower case, no accents) word patterns; a word boundary is required on both sides.
const TOPIC_PATTERNS: Record<SensitiveTopic, string[]> = {
  health: [
    'malad(?:e|es|ie|ies)',
    'arret(?:s)? (?:de )?(?:travail|maladie)',
    'cancers?',
    'tumeurs?',
    'chimio(?:therapie)?',
    'radiotherapie',
    'depressi(?:on|f|ve)',
    'burn[ -]?out',
    'handicap(?:e|ee|es|ees)?',
    'invalidite',
    'vih',
    'sida',
    'seropositi(?:f|ve|vite)',
    'hepatite',
    'diabet(?:e|ique)',
    'psychiatr[a-z]*',
    'psycholog(?:ue|ique)',
    'hospitalis[a-z]*',
    'hopital',
    // «dans l'enceinte du tribunal» is a place.
    "enceinte(?! du | de l| des | d')",
    'grossesse',
    'fausse couche',
    'ivg',
    'avortement',
    'schizophren[a-z]*',
    'bipolaire',
    'autis(?:me|te)',
    'alzheimer',
    'avc',
    'sclerose',
    'epilep[a-z]*',
    'addiction',
    'alcoolisme',
    'toxicomanie',
    'traitement medical',
    'medicaments?',
    'pathologie',
    'maladie professionnelle',
    'accident du travail',
    'medecin du travail',
    'mdph',
    'aah',
  ],
  criminal: [
    // A locker («mon casier au vestiaire») is not a record.
    'casier judiciaire',
    'casier (?:est )?vierge',
    'inscrite? au casier',
    'condamnation(?:s)? penale(?:s)?',
    '(?:ete|suis|etais|avais ete) condamne(?:e)?',
    'garde a vue',
    'prison',
    'incarcer[a-z]*',
    'detenu(?:e)?',
    'detention provisoire',
    // «sursis à statuer / à exécution» are civil procedure.
    'sursis(?! a statuer| a execution)',
    'mise? en examen',
    'controle judiciaire',
    'bracelet electronique',
    'comparution immediate',
    'tribunal correctionnel',
    "cour d'assises",
    'antecedents judiciaires',
    'fijais',
    'taj',
    "travaux d'interet general",
  ],
};

let compiled: { topic: SensitiveTopic; re: RegExp }[] | undefined;

/** The health and criminal-record words of the text, with the French warning to show (null when there are none). */
export function sensitiveTopics(text: string): { topics: SensitiveTopic[]; hits: SensitiveTopicHit[]; warning: string | null } {
  compiled ??= SENSITIVE_TOPICS.map((topic) => ({
    topic,
    // No look-behind: Safari before 16.4 cannot parse it. The leading character is matched and skipped instead.
    re: new RegExp(`(^|[^a-z0-9])(${TOPIC_PATTERNS[topic].join('|')})(?![a-z0-9])`, 'g'),
  }));
  const folded = foldText(text);
  const hits: SensitiveTopicHit[] = [];
  for (const { topic, re } of compiled) {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const start = m.index + m[1].length;
      const end = start + m[2].length;
      hits.push({ topic, start, end, match: text.slice(start, end) });
      re.lastIndex = end;
    }
  }
  hits.sort((a, b) => a.start - b.start);
  const topics = SENSITIVE_TOPICS.filter((t) => hits.some((h) => h.topic === t));
  const warning = topics.length === 2 ? SENSITIVE_TOPICS_BOTH_WARNING : topics.length === 1 ? SENSITIVE_TOPIC_WARNINGS[topics[0]] : null;
  return { topics, hits, warning };
}
