import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from './errors';

// The ORM wraps the driver's error (DrizzleQueryError with `cause`); the outage must be seen through the wrapper.
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseDown', () => {
  it('sees connection failures directly and through wrappers', () => {
    expect(isDatabaseDown(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(
      isDatabaseDown(wrapped(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))),
    ).toBe(true);
    expect(isDatabaseDown(wrapped(new Error('Connection terminated unexpectedly')))).toBe(true);
    expect(isDatabaseDown(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))).toBe(true);
    expect(isDatabaseDown(wrapped(Object.assign(new Error('the database system is starting up'), { code: '57P03' })))).toBe(true);
    expect(isDatabaseDown(wrapped(new Error('timeout exceeded when trying to connect')))).toBe(true);
  });

  it('leaves ordinary failures alone', () => {
    expect(isDatabaseDown(wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isDatabaseDown(new Error('boom'))).toBe(false);
    expect(isDatabaseDown(undefined)).toBe(false);
  });
});
