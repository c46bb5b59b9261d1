/**
 * Sanitising of product HTML (description, instructions) before it is rendered as HTML.
 *
 * An allow-list on sanitize-html: formatting tags only, links with http(s), mailto and tel
 * addresses (or site-relative ones), no attributes besides href. Absolute http(s) links open
 * in a new tab with `rel="noopener noreferrer nofollow"`. Scripts, styles, frames, event
 * handlers, style attributes and javascript:/data: addresses never survive.
 */
import sanitizeHtml from 'sanitize-html';

export const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'] as const;

export const EXTERNAL_LINK_REL = 'noopener noreferrer nofollow';

const ABSOLUTE_HTTP = /^https?:\/\//i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//host/path` leaves the site like an absolute link without saying so: dropped.
  allowProtocolRelative: false,
  // Disallowed tags are removed; the text of script, style, textarea, option, xmp, noscript,
  // iframe, noembed, noframes, title, svg and math goes with them.
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'xmp',
    'noscript',
    'iframe',
    'noembed',
    'noframes',
    'title',
    'template',
    'svg',
    'math',
    'object',
    'embed',
    'plaintext',
  ],
  allowVulnerableTags: false,
  parseStyleAttributes: false,
  transformTags: {
    // Rebuilt from scratch: only href is taken from the source; rel and target are ours.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = typeof attribs.href === 'string' ? attribs.href.trim() : undefined;
      if (href === undefined || href === '') return { tagName, attribs: {} };
      if (ABSOLUTE_HTTP.test(href)) {
        return { tagName, attribs: { href, rel: EXTERNAL_LINK_REL, target: '_blank' } };
      }
      return { tagName, attribs: { href } };
    },
  },
};

/** Safe HTML for rendering with dangerouslySetInnerHTML; '' for null, undefined or blank. */
export function sanitizeProductHtml(html: string | null | undefined): string {
  if (typeof html !== 'string' || html.trim() === '') return '';
  return sanitizeHtml(html, OPTIONS).trim();
}
