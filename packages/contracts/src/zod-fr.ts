import type { z } from 'zod';
import fr from 'zod/v4/locales/fr.js';

/**
 * zod's messages in French for every 400 `reason` (server) and form error (web): short phrases a person reads
 * («trop court : au moins 10 caractères»), zod's own French locale for the rarer cases.
 */
const zodFr = fr().localeError as z.core.$ZodErrorMap;

const UNITS: Record<string, string> = { string: 'caractères', array: 'éléments', set: 'éléments', file: 'octets' };
const TYPES: Record<string, string> = {
  string: 'texte',
  number: 'nombre',
  int: 'nombre entier',
  boolean: 'vrai ou faux',
  array: 'liste',
  object: 'objet',
  date: 'date',
};
const FORMATS: Record<string, string> = {
  email: 'adresse e-mail invalide',
  uuid: 'identifiant invalide',
  guid: 'identifiant invalide',
  url: 'adresse web invalide',
  datetime: 'date et heure invalides',
  date: 'date invalide',
  regex: 'format invalide',
};

export const frenchIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'champ obligatoire';
      return `type invalide : ${TYPES[issue.expected] ?? issue.expected} attendu`;
    case 'too_small': {
      const unit = UNITS[issue.origin];
      if (unit) return `trop court : au moins ${issue.minimum} ${unit}`;
      return `trop petit : ${issue.inclusive ? 'au moins' : 'plus de'} ${issue.minimum}`;
    }
    case 'too_big': {
      const unit = UNITS[issue.origin];
      if (unit) return `trop long : au plus ${issue.maximum} ${unit}`;
      return `trop grand : ${issue.inclusive ? 'au plus' : 'moins de'} ${issue.maximum}`;
    }
    case 'invalid_value':
      return `valeur non reconnue (valeurs possibles : ${issue.values.map(String).join(', ')})`;
    case 'invalid_format':
      return FORMATS[issue.format] ?? zodFr(issue);
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'champs inconnus' : 'champ inconnu'} : ${issue.keys.join(', ')}`;
    default:
      return zodFr(issue);
  }
};
