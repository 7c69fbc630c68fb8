import type { TestProject } from 'vitest/node';
import { createMigratedDatabase, startTestServer } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    serverUrl: string;
  }
}

/** One server and one migration per run; every test file makes its own companies in that database. */
export default async function setup(project: TestProject) {
  const server = await startTestServer();
  const database = await createMigratedDatabase(server.serverUrl);
  project.provide('databaseUrl', database.url);
  project.provide('serverUrl', server.serverUrl);
  return async () => {
    await database.drop();
    await server.stop();
  };
}
