// The eleventh fresh set's Excel and Word documents, built at bench time with the assistant's demo builders. Written,
// with fresh11-questions.json, before this session's method changes and committed before its first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const CINEMA_XLSX = {
  filename: 'Cinema Room.xlsx',
  sheet: 'Bookings',
  rows: [
    ['Booking', 'Duration', 'Price', 'Seats', 'Snacks included'],
    ['Family matinee', '2 hours', '$60', '12', 'Popcorn for everyone'],
    ['Birthday screening', '2.5 hours', '$120', '20', 'Popcorn and drinks'],
    ['Gaming on the big screen', '1 hour', '$40', '8', 'None'],
    ['Private film night', '3 hours', '$180', '30', 'Popcorn, drinks and nachos'],
    ['Movie marathon', '5 hours', '$250', '30', 'Popcorn, drinks and pizza'],
  ],
};

export const CARD_READERS_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Card Reader Faults.docx',
  blocks: [
    { heading: 'Card Reader Faults' },
    'Every game cabinet has a card reader with a light on its front. The light tells you what is wrong before you call anyone.',
    { heading: 'Lights', level: 2 },
    {
      table: [
        ['Light', 'Meaning', 'What to do', 'Wait before calling a technician'],
        ['Solid green', 'Ready to play', 'Nothing', 'No call needed'],
        ['Flashing amber', 'Card not read', 'Wipe the card and tap it again', '2 minutes'],
        ['Solid red', 'Reader offline', 'Restart the cabinet with the key switch', '5 minutes'],
        ['Flashing red', 'Card blocked', 'Send the guest to guest services', 'No call needed'],
        ['No light', 'No power', 'Check the plug, then call a technician', '0 minutes'],
      ],
    },
    { heading: 'Lost credits', level: 2 },
    'If a reader takes credits but the game does not start, the guest gets the credits back on their card at the guest services desk. Refunds of up to 20 credits can be given by any staff member; more than 20 credits needs a supervisor.',
    { heading: 'Reporting', level: 2 },
    "Every fault is written in the red fault book at the technician's bench, with the cabinet number and the time. A reader that fails three times in one day is replaced; the spare readers are kept in the technician's workshop.",
  ],
};
