type Servers = { stop(): Promise<void> }[];

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as { __apiTestServers?: Servers }).__apiTestServers ?? [];
  await Promise.all(servers.map((server) => server.stop()));
}
