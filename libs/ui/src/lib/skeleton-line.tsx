import type { ComponentType, ReactNode } from 'react';
import { SkeletonText } from './skeleton';

export interface SkeletonLineProps {
  /**
   * The styled element the loaded text sits in (e.g. a card's name or total): its font sets the
   * line's height. Drawn as a div, since a placeholder is no heading or paragraph.
   */
  frame: ComponentType<{ as: 'div'; children: ReactNode }>;
  /** The placeholder's width, about that of the words it stands for. */
  width: string;
}

/** A line of text while it loads: a SkeletonText in the line's own frame, so the loaded text takes its room. */
export function SkeletonLine({ frame: Frame, width }: SkeletonLineProps) {
  return (
    <Frame as="div">
      <SkeletonText $width={width} />
    </Frame>
  );
}
