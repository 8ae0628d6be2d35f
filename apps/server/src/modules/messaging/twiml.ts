/** The provider's XML answer, with replies cut to sizes a phone shows well. */

/** Longest single message (Twilio's limit is 1,600 characters; long SMS arrive in pieces anyway). */
export const MESSAGE_MAX = 600;
/** At most this many messages answer one inbound message. */
export const MESSAGES_MAX = 3;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

/**
 * Splits a reply at line breaks (then at spaces) into messages of at most MESSAGE_MAX characters;
 * beyond MESSAGES_MAX messages the rest is dropped and the last one ends with "…".
 */
export function splitReply(reply: string): string[] {
  const messages: string[] = [];
  let current = '';
  const push = () => {
    if (current.trim()) messages.push(current.trim());
    current = '';
  };
  for (const line of reply.split('\n')) {
    const candidate = current ? `${current}\n${line}` : line;
    if (candidate.length <= MESSAGE_MAX) {
      current = candidate;
      continue;
    }
    push();
    let rest = line;
    while (rest.length > MESSAGE_MAX) {
      const cut = rest.lastIndexOf(' ', MESSAGE_MAX) > MESSAGE_MAX / 2 ? rest.lastIndexOf(' ', MESSAGE_MAX) : MESSAGE_MAX;
      messages.push(rest.slice(0, cut).trim());
      rest = rest.slice(cut);
    }
    current = rest;
  }
  push();
  if (messages.length > MESSAGES_MAX) {
    const kept = messages.slice(0, MESSAGES_MAX);
    const last = kept[MESSAGES_MAX - 1]!;
    kept[MESSAGES_MAX - 1] = `${last.slice(0, MESSAGE_MAX - 1)}…`;
    return kept;
  }
  return messages;
}

export function toTwiml(messages: string[]): string {
  const body = messages.map((m) => `<Message>${escapeXml(m)}</Message>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?><Response>${body}</Response>`;
}
