import React from 'react';
import type { Segment } from '../../lib/search/search-snippet';

/** Text with the matched words in <mark>; React escapes it, so a query can never inject markup. */
export default function Highlighted({ segments, className }: { segments: Segment[]; className?: string }) {
  return (
    <span className={className}>
      {segments.map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <React.Fragment key={i}>{segment.text}</React.Fragment>,
      )}
    </span>
  );
}
