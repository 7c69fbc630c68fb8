import type { Executor } from '../../db/client';
import type { CompanyScope, VendorScope } from '../scope';

/** Who holds a live socket: a member of a company, or a vendor user (decision 0085). */
export type LiveViewer =
  { kind: 'company'; scope: CompanyScope } | { kind: 'vendor'; scope: VendorScope };

/**
 * What a module tells the live hub about one kind of channel (`<kind>:<id>`): who it is for and
 * who may read channel N. A company channel's messages reach only sockets of the company that
 * published them; a vendor channel's are checked again for each message, since an order can leave
 * a vendor after it was sent to them.
 */
export interface LiveChannelRules {
  audience: 'company' | 'vendor';
  mayRead(db: Executor, viewer: LiveViewer, id: number): Promise<boolean>;
  /** Its company subscribers hear who else has it open (decision 0093). */
  presence?: boolean;
}

const kinds = new Map<string, LiveChannelRules>();

/** Each module registers its channel kinds once, at import (orders: order:contractor, order:vendor). */
export function registerLiveChannel(kind: string, rules: LiveChannelRules): void {
  if (kinds.has(kind)) throw new Error(`live channel kind ${kind} is registered twice`);
  kinds.set(kind, rules);
}

export interface ParsedChannel {
  kind: string;
  id: number;
  rules: LiveChannelRules;
}

/** `order:contractor:12` -> its kind's rules and id; undefined for a kind nobody registered. */
export function parseChannel(channel: string): ParsedChannel | undefined {
  const cut = channel.lastIndexOf(':');
  const kind = channel.slice(0, cut);
  const id = Number(channel.slice(cut + 1));
  const rules = kinds.get(kind);
  if (cut < 1 || !rules || !Number.isSafeInteger(id) || id < 1) return undefined;
  return { kind, id, rules };
}

/** May this viewer subscribe to the channel? Unknown kinds and other audiences: no. */
export async function maySubscribe(
  db: Executor,
  viewer: LiveViewer,
  channel: string,
): Promise<boolean> {
  const parsed = parseChannel(channel);
  if (!parsed || parsed.rules.audience !== viewer.kind) return false;
  return parsed.rules.mayRead(db, viewer, parsed.id);
}

/** The user's own channels (a member's, in the company of their session). */
const ownUserChannel: LiveChannelRules = {
  audience: 'company',
  mayRead: async (_db, viewer, id) => viewer.kind === 'company' && viewer.scope.userId === id,
};
registerLiveChannel('user', ownUserChannel);
registerLiveChannel('notification', ownUserChannel);

/** A vendor user's own channel (their PDFs made in the background, decision 0111). */
registerLiveChannel('vendor_user', {
  audience: 'vendor',
  mayRead: async (_db, viewer, id) => viewer.kind === 'vendor' && viewer.scope.vendorUserId === id,
});
