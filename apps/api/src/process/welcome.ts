import type { Config } from '../config';
import { webAppBuilt } from '../platform/web-dist';
import { DEMO_USERS, type DemoSeed } from '../modules/demo/seed';

/** The start banner: where the app is, which database, how many processes, the demo sign-in. */
export function welcomeText(
  config: Config,
  embedded: boolean,
  demo: DemoSeed | null,
  processes: number,
): string {
  const lines = [
    '',
    `  Laydown is running at ${config.appUrl}`,
    `  Database: ${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'}`,
    `  Server processes: ${processes}${processes > 1 ? ' (one per core; WEB_CONCURRENCY sets it)' : ''}`,
  ];
  if (!webAppBuilt(config)) {
    lines.push(`  Web app: not built, only /api answers (run \`npm run build\`)`);
  }
  if (demo) {
    lines.push(
      '',
      '  Demo company "Demo Construction" created. Sign in with:',
      ...Object.values(DEMO_USERS).map((email) => `    ${email}`),
      `  Password: ${demo.password}${demo.generatedPassword ? '   (generated; shown only this once, set DEMO_PASSWORD to choose it)' : ''}`,
    );
  }
  return lines.join('\n') + '\n';
}
