export { wrapRootElement } from './src/root-wrapper';
