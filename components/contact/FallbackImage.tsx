'use client';
/** An image that shows the fallback picture when its own fails to load (docs/product.md: contact page). */
import Image, { type ImageProps } from 'next/image';
import { useCallback, useState } from 'react';

export const FALLBACK_IMAGE = '/images/produkt-fallback.svg';

export function FallbackImage({ src, alt, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false);
  // The server-rendered image may have failed before React attached onError: check on mount.
  const check = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete && img.naturalWidth === 0 && !img.src.endsWith(FALLBACK_IMAGE)) setFailed(true);
  }, []);
  return (
    <Image {...props} ref={check} alt={alt} src={failed ? FALLBACK_IMAGE : src} unoptimized={failed || props.unoptimized} onError={() => setFailed(true)} />
  );
}
