// The categories feature as other features see it.

export { CATEGORY_SEED } from './seed';
export { findCategory } from './service';
