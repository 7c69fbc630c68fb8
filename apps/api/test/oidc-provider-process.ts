// Runs the test OpenID provider as a process of its own, for the browser journeys:
// REDIRECT_URI=... node --import tsx test/oidc-provider-process.ts prints one JSON line with the
// issuer and the client, then serves until it is stopped.
import { startOidcProvider } from './oidc-provider';

const redirectUri = process.env.REDIRECT_URI;
if (!redirectUri) {
  console.error('REDIRECT_URI is required');
  process.exit(1);
}
const provider = await startOidcProvider(redirectUri);
console.log(
  JSON.stringify({
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
  }),
);
const stop = () => void provider.stop().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
