// Icons drawn as SVG, not typed as emoji: an emoji needs a colour-emoji font, which kiosks and some desktops lack
// (it shows as an empty box). Decorative: the buttons that hold them carry the label.
import type { ReactNode } from 'react';

function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const ChatIcon = () => (
  <Icon size={26}>
    <path
      fill="currentColor"
      d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
    />
  </Icon>
);

export const CloseIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

const THUMB = 'M2 10h4v11H2zM8 21h9.2a2 2 0 0 0 2-1.6l1.6-7A2 2 0 0 0 18.8 10H14l.8-4.2A1.8 1.8 0 0 0 13 3.7L8 10Z';

export const ThumbUpIcon = () => (
  <Icon size={18}>
    <path fill="currentColor" d={THUMB} />
  </Icon>
);

export const ThumbDownIcon = () => (
  <Icon size={18}>
    <g transform="rotate(180 12 12)">
      <path fill="currentColor" d={THUMB} />
    </g>
  </Icon>
);

export const FolderIcon = () => (
  <Icon size={28}>
    <path fill="currentColor" d="M3 5a2 2 0 0 1 2-2h4.6l2 2H19a2 2 0 0 1 2 2v1H3V5Zm0 5h18v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9Z" />
  </Icon>
);

export const ImageIcon = () => (
  <Icon size={18}>
    <path
      fill="currentColor"
      d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14Z"
    />
  </Icon>
);

export const SendIcon = () => (
  <Icon size={16}>
    <path fill="currentColor" d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
  </Icon>
);
