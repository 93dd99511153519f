// The posts feature as other features see it.
export { postsKeys } from './api/get-posts';
export { FactsChecklist } from './components/facts-checklist';
