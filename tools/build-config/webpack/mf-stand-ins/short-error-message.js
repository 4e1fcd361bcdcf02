// Stands in for the bundler runtime's private copy of getShortErrorMsg
// (@module-federation/webpack-bundler-runtime/dist/error-codes/dist/getShortErrorMsg.js): the same
// function from @module-federation/error-codes, which the runtime core already brings, so the
// shell's main.js carries it once.
export { getShortErrorMsg } from '@module-federation/error-codes';
