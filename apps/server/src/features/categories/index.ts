// The categories feature as other features see it.

export { categoryRoutes } from './routes';
export { CATEGORY_SEED, seedCategories } from './seed';
export { findCategory } from './service';
