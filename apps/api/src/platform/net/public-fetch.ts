import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPublicAddress } from './public-address';

export class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private or local address`);
  }
}

/**
 * Resolves like the system does, then refuses when any address is not public. The connection is
 * made to the address checked here, so a DNS answer that changes in between (rebinding) cannot
 * slip a private address through.
 */
const publicLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) {
      return callback(new PrivateAddressError(hostname), '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    const [first] = list;
    return callback(null, first?.address ?? '', first?.family ?? 4);
  });
};

const agent = new Agent({ connect: { lookup: publicLookup }, connectTimeout: 10_000 });

/** An IP written in the URL is connected to without a lookup: it is checked here instead. */
function assertPublicLiteral(input: Parameters<typeof fetch>[0]): void {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new PrivateAddressError(host);
}

/** fetch that only ever connects to public internet addresses (decision 0029). */
export const publicFetch: typeof fetch = async (input, init) => {
  assertPublicLiteral(input);
  return (await undiciFetch(input as Parameters<typeof undiciFetch>[0], {
    ...(init as Parameters<typeof undiciFetch>[1]),
    dispatcher: agent,
  })) as unknown as Response;
};
