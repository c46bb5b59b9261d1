'use client';
/** An image that shows the fallback picture when its own fails to load (spec: contact page). */
import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

export const FALLBACK_IMAGE = '/images/produkt-fallback.svg';

export function FallbackImage({ src, alt, ...props }: ImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      {...props}
      alt={alt}
      src={failed ? FALLBACK_IMAGE : src}
      unoptimized={failed || props.unoptimized}
      onError={() => setFailed(true)}
    />
  );
}
