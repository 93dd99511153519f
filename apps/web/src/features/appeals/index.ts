// The appeals feature as other features see it.
export { AppealPage } from './components/appeal-page';
export { AppealsPanel } from './components/appeals-panel';
export { ModeratorToggle } from './components/moderator-toggle';
