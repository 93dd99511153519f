import { describe, expect, it } from 'vitest';
import { avatarView } from './avatar';

describe('avatarView (spec §2 avatar rule)', () => {
  it('shows a member preset, never a member URL', () => {
    expect(avatarView({ role: 'user', profilePicture: 'owl' })).toEqual({ kind: 'preset', preset: 'owl' });
    expect(avatarView({ role: 'user', profilePicture: '/uploads/x.png' })).toEqual({ kind: 'icon', role: 'user' });
  });
  it('shows any lawyer picture, and the role icon without one', () => {
    expect(avatarView({ role: 'lawyer', profilePicture: '/uploads/a.jpg' })).toEqual({ kind: 'picture', src: '/uploads/a.jpg' });
    expect(avatarView({ role: 'lawyer', profilePicture: null })).toEqual({ kind: 'icon', role: 'lawyer' });
  });
  it('gives admins their role icon', () => {
    expect(avatarView({ role: 'admin', profilePicture: '/uploads/a.jpg' })).toEqual({ kind: 'icon', role: 'admin' });
  });
});
