// The tenth fresh set's Word and PDF documents, built at bench time with the assistant's demo builders. Written, with
// fresh10-questions.json, before this session's method changes and committed before its first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const AXE_THROWING_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Axe Throwing.docx',
  blocks: [
    { heading: 'Axe Throwing' },
    { heading: 'Packages', level: 2 },
    {
      table: [
        ['Package', 'Duration', 'Group size', 'Price per person', 'Minimum age'],
        ['Taster', '30 minutes', '2 to 4', '$15', '14'],
        ['Standard', '60 minutes', '2 to 8', '$25', '14'],
        ['League night', '90 minutes', '6 to 12', '$30', '18'],
        ['Corporate', '120 minutes', '10 to 24', '$40', '18'],
      ],
    },
    { heading: 'Safety', level: 2 },
    'Every lane must have an axe coach present while axes are thrown. Throwers wear closed-toe shoes; guests in sandals or flip-flops are turned away. Only one person throws per lane at a time, and the next thrower waits behind the black line, 3 metres back.',
    { heading: 'Alcohol', level: 2 },
    'Guests who have drunk alcohol are not allowed to throw. On league nights a maximum of two drinks per guest may be served, and only after their last throw.',
    { heading: 'Axes', level: 2 },
    'The axes are sharpened every Monday by the axe coach. Any axe with a loose or cracked handle is taken out of use at once and tagged red.',
  ],
};

export const PHOTO_BOOTH_PDF = {
  filename: 'Photo Booth.pdf',
  lines: [
    'Photo Booth',
    'Prices',
    'A strip of four photos costs $5, and a digital copy sent by email costs $2 extra. Party packages include unlimited photos for 45 minutes.',
    'Paper and ink',
    'The booth holds 400 prints per paper roll. When the screen shows "Paper low", change the roll from the spare box in the stock room behind the prize counter; the ink ribbon is changed at the same time.',
    'Refunds',
    'If the booth takes money but prints nothing, give the guest a refund from the guest services till and write it in the refund log. Refunds over $20 need a supervisor to sign them off.',
    'Cleaning',
    'The screen and the props are wiped with antibacterial wipes twice a day, at noon and at 6 pm. Broken props are thrown away and noted on the stock sheet.',
  ],
};
