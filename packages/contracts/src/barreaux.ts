import barreaux from '../data/barreaux.json' with { type: 'json' };

// The 164 French bar associations (shared/data/barreaux.json); registration accepts exactly these.
export const BAR_ASSOCIATIONS: readonly string[] = barreaux;
const set = new Set(BAR_ASSOCIATIONS);
export const isBarAssociation = (value: string) => set.has(value);
