import { describe, expect, it } from 'vitest';
import { guardVerdict } from './route-guard';

const member = { role: 'user' as const, status: 'active' };
const pendingLawyer = { role: 'lawyer' as const, status: 'pending' };

describe('guardVerdict', () => {
  it('waits while the session loads', () => expect(guardVerdict({ loading: true, user: null }, {})).toBe('loading'));
  it('asks to sign in first', () => expect(guardVerdict({ loading: false, user: null }, { roles: ['user'] })).toBe('signIn'));
  it('refuses the wrong role', () => expect(guardVerdict({ loading: false, user: member }, { roles: ['admin'] })).toBe('role'));
  it('role before approval', () =>
    expect(guardVerdict({ loading: false, user: pendingLawyer }, { roles: ['user'], requireApproval: true })).toBe('role'));
  it('pending lawyer', () =>
    expect(guardVerdict({ loading: false, user: pendingLawyer }, { roles: ['lawyer'], requireApproval: true })).toBe('pending'));
  it('lets the right user in', () => expect(guardVerdict({ loading: false, user: member }, { roles: ['user'] })).toBe('ok'));
});
