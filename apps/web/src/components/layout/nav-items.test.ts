import { describe, expect, it } from 'vitest';
import { userMenuEntries } from './nav-items';

const labels = (role: 'user' | 'lawyer' | 'admin', desktop: boolean) => userMenuEntries(role, desktop).map((e) => e.label);

describe('userMenuEntries (spec §2)', () => {
  it('gives members their questions and lawyers their activities', () => {
    expect(labels('user', true)).toEqual(['Mon Profil', 'Mes questions']);
    expect(labels('lawyer', true)).toEqual(['Mon Profil', 'Mes Activités']);
    expect(labels('admin', true)).toEqual(['Mon Profil']);
  });
  it('adds Admin Dashboard (admins) and Paramètres on mobile only', () => {
    expect(labels('user', false)).toEqual(['Mon Profil', 'Mes questions', 'Paramètres']);
    expect(labels('admin', false)).toEqual(['Mon Profil', 'Admin Dashboard', 'Paramètres']);
    expect(userMenuEntries('admin', false).find((e) => e.label === 'Admin Dashboard')?.to).toBe('/admin');
  });
});
