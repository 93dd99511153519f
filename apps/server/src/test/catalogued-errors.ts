import { afterAll, expect } from 'vitest';
import { uncatalogued } from '../plugins/errors';

// Every error answered anywhere in a server test file must carry a code from the error catalogue (packages/contracts):
// a new server message without its code fails the file that first answers it.
afterAll(() => {
  expect([...uncatalogued], 'error messages answered without a code in ERROR_CATALOGUE').toEqual([]);
});
