import { BAR_ASSOCIATIONS, SPECIALIZATIONS } from '@pretoire/contracts';

/**
 * An example value built from a JSON schema of the document: the schema's own `examples`/`default`/`enum` first, then
 * its format, then a French sample chosen by the property's name, then the type within its bounds. Deterministic, so
 * a new route gets a sensible example without writing one; the OpenAPI test checks every example against its schema.
 * Returns undefined for a schema that says nothing (`{}`): such an operation has no example and the test names it.
 */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  example?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  propertyNames?: Schema;
};

const ID = '3f6c2a9e-8d1b-4c5e-9a7f-2b4d6e8f0a1c';
const WHEN = '2025-03-14T09:30:00.000Z';

/** French samples by property name (the same name means the same thing everywhere in the API). */
const BY_NAME: Record<string, unknown> = {
  email: 'camille.martin@example.fr',
  password: 'Zq7!fjr2-Lpx93-toile',
  newPassword: 'Vr4#kmd8-Qtz51-plume',
  currentPassword: 'Zq7!fjr2-Lpx93-toile',
  otp: '482913',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzZjZjIn0.c2lnbmF0dXJl',
  nickname: 'Camille_M',
  firstName: 'Camille',
  lastName: 'Martin',
  phone: '+33 1 23 45 67 89',
  barAssociation: BAR_ASSOCIATIONS.includes('Barreau de Paris') ? 'Barreau de Paris' : BAR_ASSOCIATIONS[0],
  specialization: SPECIALIZATIONS[2],
  bio: 'Avocate en droit du travail depuis douze ans, au barreau de Paris.',
  title: 'Licenciement pendant la période d\u2019essai : quels recours ?',
  postTitle: 'Licenciement pendant la période d\u2019essai : quels recours ?',
  content: 'Mon employeur a mis fin à ma période d\u2019essai après deux mois, sans explication. Puis-je contester cette décision ?',
  excerpt: 'Mon employeur a mis fin à ma période d\u2019essai après deux mois, sans explication…',
  name: 'Droit du travail',
  slug: 'travail',
  category: 'travail',
  description: 'Contrat de travail, licenciement, salaire, conditions de travail.',
  q: 'licenciement',
  message: 'Opération effectuée.',
  reason: 'Le justificatif est illisible.',
  link: 'https://www.example.fr/cabinet',
  imageUrl: '/uploads/3f6c2a9e.png',
  profilePicture: 'owl',
  preset: 'owl',
  action: 'lawyer.approve',
  targetType: 'user',
};

export function exampleOf(schema: Schema | undefined, components: Record<string, Schema>, name = '', seen: string[] = []): unknown {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.$ref) {
    const ref = schema.$ref;
    // A schema that contains itself (a reply's replies) stops at its second appearance: its list stays empty.
    if (seen.filter((r) => r === ref).length >= 1) return undefined;
    return exampleOf(components[ref.replace('#/components/schemas/', '')], components, name, [...seen, ref]);
  }
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const values = branches.map((b) => exampleOf(b, components, name, seen));
    return values.find((v) => v !== undefined && v !== null && v !== '') ?? values.find((v) => v !== undefined);
  }
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, components, name, seen) ?? {}));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const type = types.find((t) => t !== 'null') ?? types[0];
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const value = exampleOf(prop, components, key, seen);
        if (value === undefined && schema.required?.includes(key)) return undefined;
        if (value !== undefined) out[key] = value;
      }
      // A record keyed by an enum (counts by reason, by kind…) has every key.
      const keys = schema.propertyNames?.enum;
      if (keys && typeof schema.additionalProperties === 'object') {
        for (const key of keys) out[String(key)] = exampleOf(schema.additionalProperties, components, String(key), seen);
      }
      return out;
    }
    case 'array': {
      const item = exampleOf(schema.items, components, singular(name), seen);
      if (item === undefined) return schema.minItems ? undefined : [];
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'string':
      return stringFor(schema, name);
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      const wanted = /total|count|credits|clicks|updated/i.test(name) ? 12 : /rating/.test(name) ? 4 : 1;
      return Math.min(Math.max(wanted, min), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return undefined;
  }
}

const singular = (name: string) => (name === 'specializations' ? 'specialization' : name.replace(/ies$/, 'y').replace(/s$/, ''));

function stringFor(schema: Schema, name: string): string {
  if (schema.format === 'binary') return '(fichier)';
  if (schema.format === 'uuid' || name === '_id' || name === 'id' || /Id$/.test(name)) return ID;
  if (schema.format === 'date-time' || /At$/.test(name)) return WHEN;
  if (schema.format === 'email') return BY_NAME.email as string;
  if (schema.format === 'uri' || schema.format === 'url') return BY_NAME.link as string;
  if (schema.pattern === '^\\d{6}$') return BY_NAME.otp as string;
  const named = BY_NAME[name];
  let text = typeof named === 'string' ? named : /post|reply|actor|target|author|user/i.test(name) ? ID : 'texte';
  if (schema.minLength && text.length < schema.minLength) text = text.padEnd(schema.minLength, '.');
  if (schema.maxLength && text.length > schema.maxLength) text = text.slice(0, schema.maxLength);
  return text;
}
