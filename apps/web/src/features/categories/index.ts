// The categories feature as other features see it.
export { categoriesQuery, findCategory, useCategories } from './api/get-categories';
export { CategoryNav } from './components/category-nav';
