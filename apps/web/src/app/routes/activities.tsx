export { default } from './placeholder';
