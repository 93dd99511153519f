import { SEARCH_RESULT_CAP } from '@pretoire/contracts';
import { describe, expect, it } from 'vitest';
import { searchTotalLabel } from './format';

describe('searchTotalLabel', () => {
  it('says «plus de 500 résultats» past the cap, the exact count below', () => {
    expect(searchTotalLabel(SEARCH_RESULT_CAP + 1, SEARCH_RESULT_CAP)).toBe('plus de 500 résultats');
    expect(searchTotalLabel(SEARCH_RESULT_CAP, SEARCH_RESULT_CAP)).toBe('500 résultats');
    // French thousands: a narrow no-break space.
    expect(searchTotalLabel(1001, 1000)).toBe('plus de 1\u202f000 résultats');
    expect(searchTotalLabel(0, SEARCH_RESULT_CAP)).toBe('aucun résultat');
    expect(searchTotalLabel(1, SEARCH_RESULT_CAP)).toBe('1 résultat');
    expect(searchTotalLabel(42, SEARCH_RESULT_CAP)).toBe('42 résultats');
  });
});
