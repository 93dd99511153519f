import { describe, expect, it } from 'vitest';
import { categoryResponseLabel, DESK_LABELS, formatDuration, lawyerResponseLabel } from './desk';

describe('desk texts', () => {
  it('rounds durations to minutes, hours, then days', () => {
    expect(formatDuration(20)).toBe('1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(3 * 3600 + 600)).toBe('3 h');
    expect(formatDuration(47 * 3600)).toBe('47 h');
    expect(formatDuration(5 * 86_400)).toBe('5 j');
  });
  it('writes the category and lawyer lines', () => {
    expect(categoryResponseLabel(3 * 3600)).toBe('Réponse en 3 h (médiane)');
    expect(lawyerResponseLabel(90 * 60, 12)).toBe('Répond en 2 h (médiane sur 12 réponses, 90 derniers jours)');
  });
  it('counts lawyers and days in French', () => {
    expect(DESK_LABELS.lawyersAnswered(0)).toBe('Aucun avocat n’a répondu');
    expect(DESK_LABELS.lawyersAnswered(1)).toBe('1 avocat a répondu');
    expect(DESK_LABELS.lawyersAnswered(3)).toBe('3 avocats ont répondu');
    expect(DESK_LABELS.daysLeft(0)).toBe('dernier jour');
    expect(DESK_LABELS.daysLeft(5)).toBe('reste 5 jours');
  });
});
