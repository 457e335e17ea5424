import type { CSSProperties } from 'react';
import './skeleton.css';

/** A grey block of a fixed size or ratio: it holds the place of what is loading, so nothing moves. */
export function Skeleton({ width, height, ratio, radius, className }: {
  width?: number | string;
  height?: number | string;
  ratio?: string;
  radius?: number | string;
  className?: string;
}) {
  const style: CSSProperties = { width, height, aspectRatio: ratio, borderRadius: radius };
  return <span className={`skeleton${className ? ` ${className}` : ''}`} style={style} aria-hidden="true" />;
}
