// R-conversation-starts-on-send: who may write to whom.

/** Nobody writes to themselves; any other member may be written to. */
export function mayMessage(viewerId: string, memberId: string) {
  return memberId.toLowerCase() !== viewerId.toLowerCase();
}
