'use client';
import NextLink, { type LinkProps } from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & Omit<LinkProps, 'href'> & { href: string };

/**
 * MUI links and buttons with an `href` navigate through next/link (set in the theme), so server
 * components can write `<Button href="/forhandlere">` without passing a component prop.
 * External, mailto: and tel: links stay plain anchors. No prefetching unless asked for: the
 * header's links would otherwise download every linked page's code with each page view (the
 * pages come from the route cache, so a click is fast without it).
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, Props>(function LinkBehavior({ href, prefetch = false, ...rest }, ref) {
  if (/^(https?:|mailto:|tel:)/.test(href)) return <a ref={ref} href={href} {...rest} />;
  return <NextLink ref={ref} href={href} prefetch={prefetch} {...rest} />;
});
