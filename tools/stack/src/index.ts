// What the e2e tests and benches use to run the same stack as `npm start`.
export { startStack, REPO_ROOT, type Stack, type StackOptions } from './start-stack';
export { startControlServer, controlApp, type ControlServer } from './control-server';
export { startStaticServer, type StaticServer, type StaticServerOptions } from './static-server';
export {
  REMOTES,
  WEB_APPS,
  WORKSPACES,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type StackUrls,
  type WebAppName,
} from './services';
export { SERVICE_PORTS, PortInUseError, type Ports } from './ports';
