// `@portal/shared/icons`: the pages' icons, drawn as SVG, not typed as emoji or dingbats (✎, 🗑): those need a font
// that has them, which kiosks and some desktops lack (an empty box). Decorative: the buttons that hold them carry the
// label. Its own entry, without antd, so a home widget (drawn before antd loads) can use it.
import type { ReactNode } from 'react';

export interface IconProps {
  /** width and height in px */
  size?: number;
}

function Icon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const EditIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4ZM13.5 6.5l4 4" />
  </Icon>
);

export const TrashIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />
  </Icon>
);

export const ImageIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path fill="currentColor" d="M19 5v14H5V5h14m0-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2Zm-4.86 8.86-3 3.87L9 13.14 6 17h12l-3.86-5.14Z" />
  </Icon>
);

/** `weight`: the stroke width (a small cross needs a heavier line to stay visible) */
export const CloseIcon = ({ size = 22, weight = 2.5 }: IconProps & { weight?: number }) => (
  <Icon size={size}>
    <path fill="none" stroke="currentColor" strokeWidth={weight} strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChatIcon = ({ size = 26 }: IconProps) => (
  <Icon size={size}>
    <path
      fill="currentColor"
      d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Zm3 6.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"
    />
  </Icon>
);

const THUMB = 'M2 10h4v11H2zM8 21h9.2a2 2 0 0 0 2-1.6l1.6-7A2 2 0 0 0 18.8 10H14l.8-4.2A1.8 1.8 0 0 0 13 3.7L8 10Z';

export const ThumbUpIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <path fill="currentColor" d={THUMB} />
  </Icon>
);

export const ThumbDownIcon = ({ size = 18 }: IconProps) => (
  <Icon size={size}>
    <g transform="rotate(180 12 12)">
      <path fill="currentColor" d={THUMB} />
    </g>
  </Icon>
);

export const FolderIcon = ({ size = 28 }: IconProps) => (
  <Icon size={size}>
    <path fill="currentColor" d="M3 5a2 2 0 0 1 2-2h4.6l2 2H19a2 2 0 0 1 2 2v1H3V5Zm0 5h18v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-9Z" />
  </Icon>
);

export const SendIcon = ({ size = 16 }: IconProps) => (
  <Icon size={size}>
    <path fill="currentColor" d="M3 20.5 21 12 3 3.5 3 10l12 2-12 2z" />
  </Icon>
);
