export { buildRuntimeConfig } from './runtime-config';
