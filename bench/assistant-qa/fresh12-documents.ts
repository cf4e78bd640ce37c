// The twelfth fresh set's Word and PDF documents, built at bench time with the assistant's demo builders. Written, with
// fresh12-questions.json, after the method changes of 7 December evening (commit c2befdc), without reading the method,
// and committed before its first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const GIFT_VOUCHERS_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Gift Vouchers.docx',
  blocks: [
    { heading: 'Gift Vouchers' },
    { heading: 'Voucher types', level: 2 },
    {
      table: [
        ['Voucher', 'Value', 'Valid for', 'Can be spent on', 'Sold online'],
        ['Arcade voucher', '$10, $20 or $50', '12 months', 'Game card credit', 'Yes'],
        ['Party voucher', '$100', '6 months', 'Party bookings only', 'No'],
        ['Experience voucher', '$35', '9 months', 'One VR, laser tag or climbing session', 'Yes'],
        ['Café voucher', '$15', '3 months', 'Food and the coffee bar', 'No'],
        ['Staff reward voucher', '$25', '3 months', 'Anything except parties', 'No'],
      ],
    },
    { heading: 'Selling', level: 2 },
    'Vouchers are sold at the guest services till. Each voucher has a 12-digit code, and every sale is written in the voucher register with the code, the value and the date.',
    { heading: 'Redeeming', level: 2 },
    'Scan the code at any till. If the guest spends less than the value, the balance stays on the voucher until it expires. Vouchers cannot be exchanged for cash. An expired voucher can be extended once, by 1 month, by the duty manager.',
    { heading: 'Lost vouchers', level: 2 },
    'A lost voucher is only replaced if the buyer still has the receipt; the old code is cancelled in the voucher register before a new one is issued.',
  ],
};

export const LOCKERS_PDF = {
  filename: 'Staff Lockers.pdf',
  lines: [
    'Staff Lockers',
    'Getting a locker',
    'Every team member is given a locker in the changing room on their first day. Lockers are numbered 1 to 120; full-time staff get a tall locker and part-time staff a half-height locker. A $10 key deposit is taken from your first pay and given back when you return the key.',
    'Lost keys',
    "If you lose your locker key, tell the duty manager: the spare keys are in the key safe in the manager's office. A replacement key costs $10, and the lock is changed within 2 working days.",
    'What not to keep',
    'Food must not be left in lockers overnight. Lockers are checked for food on the last Friday of each month, and anything found is thrown away.',
    'Leaving',
    'Empty your locker on your last day. Anything left after 7 days is bagged and kept in the lost property room for 30 days, then given to charity.',
  ],
};
