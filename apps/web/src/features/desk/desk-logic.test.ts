import { EVENT_DATE_REASONS } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { eventDateError } from './components/event-date-field';

describe('«Date de l’événement» in the question form', () => {
  const now = new Date('2026-03-20T10:00:00Z');
  it('is optional', () => expect(eventDateError('', now)).toBeUndefined());
  it('accepts today and a past date from 1990', () => {
    expect(eventDateError('2026-03-20', now)).toBeUndefined();
    expect(eventDateError('1990-01-01', now)).toBeUndefined();
  });
  it('refuses the future, before 1990 and impossible dates with the French reasons', () => {
    expect(eventDateError('2026-03-21', now)).toBe(EVENT_DATE_REASONS.future);
    expect(eventDateError('1989-12-31', now)).toBe(EVENT_DATE_REASONS.tooOld);
    expect(eventDateError('2026-02-30', now)).toBe(EVENT_DATE_REASONS.invalid);
  });
  it('reads «today» on the Paris calendar: 23:30 UTC on 31 December is already 1 January in Paris', () => {
    expect(eventDateError('2027-01-01', new Date('2026-12-31T23:30:00Z'))).toBeUndefined();
  });
});
