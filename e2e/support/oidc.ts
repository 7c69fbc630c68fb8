import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const API_DIR = fileURLToPath(new URL('../../apps/api', import.meta.url));

export interface RunningProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  stop: () => void;
}

/** The API's test OpenID provider (oidc-provider) in a child process. */
export function startProvider(redirectUri: string): Promise<RunningProvider> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/oidc-provider-process.ts'],
      {
        cwd: API_DIR,
        env: { ...process.env, REDIRECT_URI: redirectUri },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += String(chunk);
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ ...JSON.parse(line), stop: () => child.kill('SIGTERM') });
    });
    child.stderr?.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', (code) =>
      reject(new Error(`the OpenID provider exited (${code}): ${output}`)),
    );
  });
}
