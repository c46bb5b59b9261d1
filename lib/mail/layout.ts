/**
 * The one layout of the site's e-mails (docs/operations.md: E-post): every message has a plain-text
 * and an HTML part built from the same pieces, so they never disagree. Everything put into the
 * HTML is escaped here; templates pass plain strings only.
 */
import { siteConfig, type SiteConfig } from '../site';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface MailParts {
  subject: string;
  /** 'Hei Kari,' */
  greeting?: string;
  paragraphs: string[];
  /** A button in the HTML part, the bare address in the text part. */
  action?: { label: string; url: string };
  /** Lines after the action, e.g. how long a link is valid. */
  after?: string[];
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Paragraph text with its line breaks kept. */
function htmlParagraph(text: string): string {
  return `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
}

export function renderMail(parts: MailParts, site: SiteConfig = siteConfig()): MailContent {
  const signature = [`Vennlig hilsen`, site.companyName, site.siteUrl];
  const text = [
    ...(parts.greeting ? [parts.greeting, ''] : []),
    ...parts.paragraphs.flatMap((p) => [p, '']),
    ...(parts.action ? [`${parts.action.label}: ${parts.action.url}`, ''] : []),
    ...(parts.after ?? []).flatMap((p) => [p, '']),
    ...signature,
  ].join('\n');

  const button = parts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1f3d2b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Virker ikke knappen? Lim inn denne adressen i nettleseren:<br>${escapeHtml(parts.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html>',
    '<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f3ef;font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px">',
    parts.greeting ? htmlParagraph(parts.greeting) : '',
    ...parts.paragraphs.map(htmlParagraph),
    button,
    ...(parts.after ?? []).map(htmlParagraph),
    `<p style="margin:24px 0 0;font-size:13px;color:#555">${signature.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}
