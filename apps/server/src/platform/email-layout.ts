/**
 * The frame every email shares: product name, greeting, paragraphs, one button with its link spelled
 * out beneath it, and a footer, as plain text and as simple HTML (inline styles only: mail clients
 * ignore style sheets). The words around the content are the layout's own (`emails:layout.*`); the
 * content comes from the module that sends the email. Every text is escaped here, once, for the HTML.
 */
import { PRODUCT_NAME, type Language } from '@tally/shared/languages';
import { t } from './texts';

export interface EmailContent {
  language: Language;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** Smaller print under the button (expiry, "ignore this if it was not you"). */
  notes: string[];
}

export interface RenderedEmail {
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const layout = {
    tagline: t(content.language, 'emails:layout.tagline'),
    linkFallback: t(content.language, 'emails:layout.linkFallback'),
    automated: t(content.language, 'emails:layout.automated'),
  };
  const { url, label } = content.action;

  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    `${label}:`,
    url,
    '',
    ...content.notes,
    '',
    '--',
    `${PRODUCT_NAME}: ${layout.tagline}`,
    layout.automated,
    '',
  ].join('\n');

  const p = (body: string, style = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2937') =>
    `<p style="${style}">${body}</p>`;
  const small = 'margin:0 0 8px;font-size:13px;line-height:1.5;color:#6b7280';
  const html = `<!doctype html>
<html lang="${content.language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(PRODUCT_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:700;color:#047857">${escapeHtml(PRODUCT_NAME)}</p>
${p(escapeHtml(content.greeting))}
${content.paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#047857;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>
${p(escapeHtml(layout.linkFallback), small)}
${p(`<a href="${escapeHtml(url)}" style="color:#047857;word-break:break-all">${escapeHtml(url)}</a>`, small)}
${content.notes.map((note) => p(escapeHtml(note), small)).join('\n')}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e5e7eb">
${p(`${escapeHtml(PRODUCT_NAME)}: ${escapeHtml(layout.tagline)}<br>${escapeHtml(layout.automated)}`, 'margin:0;font-size:12px;line-height:1.5;color:#9ca3af')}
</td></tr>
</table>
</body>
</html>
`;
  return { text, html };
}
