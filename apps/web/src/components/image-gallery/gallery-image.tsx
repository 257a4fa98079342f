// A gallery image that turns into a neutral placeholder picture when its file cannot be loaded.
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';

/** The placeholder picture, saying `unavailable` (the translated "Image unavailable"). */
const placeholderSrc = (unavailable: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">' +
      '<rect width="1600" height="900" fill="#f1f5f9"/>' +
      '<g fill="none" stroke="#94a3b8" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" transform="translate(720 330)">' +
      '<rect x="0" y="0" width="160" height="130" rx="18"/><circle cx="50" cy="45" r="14"/><path d="M160 95 112 50 0 130"/></g>' +
      '<text x="800" y="540" font-family="system-ui,sans-serif" font-size="40" fill="#64748b" text-anchor="middle">' +
      unavailable.replace(/&/g, '&amp;').replace(/</g, '&lt;') +
      '</text>' +
      '</svg>',
  )}`;

export function GalleryImage({
  src,
  srcSet,
  alt,
  ...props
}: ComponentProps<'img'> & { src: string; alt: string }) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const broken = failedSrc === src;
  return (
    <img
      {...props}
      src={broken ? placeholderSrc(t`Image unavailable`) : src}
      srcSet={broken ? undefined : srcSet}
      alt={broken && alt ? t`${alt} (unavailable)` : alt}
      onError={() => setFailedSrc(src)}
    />
  );
}
