// The categories feature as other features see it.
export { findCategory } from './service';
export { CATEGORY_SEED } from './seed';
