import { useId } from 'react';

/** The GroupPurse purse mark (same drawing as icons/icon.svg), inline so it costs no request. */
export function BrandMark({ className = 'size-8' }: { className?: string }) {
  const mask = useId();
  return (
    <svg viewBox="0 0 512 512" className={className} aria-hidden="true" focusable="false">
      <mask id={mask} maskUnits="userSpaceOnUse" x="0" y="0" width="512" height="512">
        <g transform="translate(0 -27)">
          <circle cx="232" cy="148" r="26" fill="#fff" />
          <circle cx="280" cy="148" r="26" fill="#fff" />
          <rect x="108" y="168" width="296" height="46" rx="23" fill="#fff" />
          <path fill="#fff" d="M128 232H384C410 232 425 249 429 274L445 382C451 420 428 440 392 440H120C84 440 61 420 67 382L83 274C87 249 102 232 128 232Z" />
          <g fill="#000">
            <path d="M186 410V264H230L288 346V264H326V410H282L224 328V410Z" />
            <rect x="158" y="306" width="196" height="24" />
            <rect x="158" y="346" width="196" height="24" />
          </g>
        </g>
      </mask>
      <rect width="512" height="512" rx="112" fill="#0f7a4a" />
      <rect width="512" height="512" fill="#fff" mask={`url(#${mask})`} />
    </svg>
  );
}
