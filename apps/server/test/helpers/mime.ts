/**
 * Just enough MIME to read what nodemailer sends: headers (with RFC 2047 encoded words), multipart
 * bodies, quoted-printable and base64 parts, in UTF-8. For tests that follow an emailed link.
 */

export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
  /** Every http(s) link in the plain-text part, in order. */
  links: string[];
}

function decodeQuotedPrintable(body: string): Buffer {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[QB]\?[^?]*\?=)\s+(?==\?)/gi, '$1')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_whole, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectParts(raw: string, out: { type: string; content: string }[]) {
  const { headers, body } = splitHeaders(raw);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectParts(section.replace(/^\r?\n/, ''), out);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body).toString('utf8')
        : body;
  out.push({ type: contentType.split(';')[0]!.trim().toLowerCase(), content });
}

export function parseMail(raw: string): ParsedMail {
  const { headers } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  collectParts(raw, parts);
  const text = parts.find((p) => p.type === 'text/plain')?.content ?? '';
  const html = parts.find((p) => p.type === 'text/html')?.content ?? '';
  return {
    headers,
    subject: headers.get('subject') ?? '',
    to: headers.get('to') ?? '',
    text,
    html,
    links: [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  };
}
