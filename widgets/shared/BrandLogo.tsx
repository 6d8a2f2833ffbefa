import type { BrandLogo as Logo } from '../../runtime/schema/types';

/**
 * The brand book's logo at a given height. With the logo's own size in the brand book, the image
 * carries a width too, so the browser keeps its room (its proportions) before the file arrives and
 * nothing beside it moves when it does (the header's links used to jump by the logo's width).
 */
export function BrandLogo({
  logo,
  height,
  className,
}: {
  logo: Logo;
  height: number;
  className?: string;
}) {
  const width =
    logo.width && logo.height ? Math.round((height * logo.width) / logo.height) : undefined;
  return <img className={className} src={logo.src} alt={logo.alt} width={width} height={height} />;
}
