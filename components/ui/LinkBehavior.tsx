'use client';
import NextLink, { type LinkProps } from 'next/link';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & Omit<LinkProps, 'href'> & { href: string };

/**
 * MUI links and buttons with an `href` navigate through next/link (set in the theme), so server
 * components can write `<Button href="/forhandlere">` without passing a component prop.
 * External, mailto: and tel: links stay plain anchors.
 */
export const LinkBehavior = forwardRef<HTMLAnchorElement, Props>(function LinkBehavior({ href, ...rest }, ref) {
  if (/^(https?:|mailto:|tel:)/.test(href)) return <a ref={ref} href={href} {...rest} />;
  return <NextLink ref={ref} href={href} {...rest} />;
});
