/**
 * One layout for every e-mail: the product name, a greeting, paragraphs, an optional quoted
 * text (a comment, a reason), one button and a footer, as HTML and as plain text. Every piece
 * of user text is escaped in the HTML; the plain text carries it as typed.
 */
import { product } from '../config';

export interface MailMessage {
  subject: string;
  html: string;
  text: string;
}

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: readonly string[];
  /** A text someone typed, shown apart (a comment, a rejection reason). */
  quote?: { label: string; text: string } | undefined;
  action: { label: string; url: string };
  /** Why this person gets it and where to turn it off. */
  footer: string;
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

const brand = '#ea580c';

/** Plain text keeps line breaks; HTML shows them as <br>. */
const htmlText = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

export function renderMail(content: MailContent): MailMessage {
  const { subject, greeting, paragraphs, quote, action, footer } = content;
  const html = [
    '<!doctype html>',
    `<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:${brand}">${escapeHtml(product.name)}</p>`,
    `<p>${htmlText(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p>${htmlText(paragraph)}</p>`),
    quote
      ? `<p style="margin-bottom:4px"><strong>${htmlText(quote.label)}</strong></p><blockquote style="margin:0 0 16px;padding:8px 12px;border-left:4px solid ${brand};background:#fafafa">${htmlText(quote.text)}</blockquote>`
      : '',
    `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${brand};color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;display:inline-block">${htmlText(action.label)}</a></p>`,
    `<p style="font-size:12px;color:#52525b">${htmlText(footer)}</p>`,
    `<p style="font-size:12px;color:#52525b">${escapeHtml(product.legalName)}</p>`,
    '</div></body></html>',
  ].join('');
  const text = [
    greeting,
    ...paragraphs,
    ...(quote ? [`${quote.label}\n${quote.text}`] : []),
    `${action.label}: ${action.url}`,
    footer,
    `— ${product.name}`,
  ].join('\n\n');
  return { subject, html, text };
}
