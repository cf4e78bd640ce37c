// The eighth fresh set's binary documents (Excel, Word with a table, PDF), built at bench time with the assistant's
// demo builders. Written, with fresh8-questions.json, before any change to the method for table rows and superlatives:
// held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const PERKS_XLSX = {
  filename: 'Staff Perks.xlsx',
  sheet: 'Perks',
  rows: [
    ['Perk', 'Who gets it', 'Amount', 'How to claim'],
    ['Food court discount', 'All staff', '50% off', 'Show your staff badge at the till'],
    ['Free game credit', 'All staff', '10 credits a week', 'Loaded onto your staff card every Monday'],
    ['Free game credit', 'Supervisors', '25 credits a week', 'Loaded onto your staff card every Monday'],
    ['Friends and family passes', 'Full-time staff', '4 passes a year', 'Ask the HR office'],
    ['Reserved parking', 'Managers', 'One reserved bay', 'Permit from reception'],
    ['Gym membership discount', 'Managers and supervisors', '30% off', 'Claim through payroll'],
    ['Birthday day off', 'Staff with more than 1 year of service', 'One paid day', 'Book it in the rota app'],
  ],
};

export const CLEANING_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Cleaning Schedule.docx',
  blocks: [
    { heading: 'Cleaning Schedule' },
    { heading: 'Areas', level: 2 },
    {
      table: [
        ['Area', 'How often', 'Who cleans it', 'Product'],
        ['Restrooms', 'Every hour', 'Floor staff', 'Blue disinfectant'],
        ['Game cabinet screens', 'Every day before opening', 'Technicians', 'Screen wipes'],
        ['Food court tables', 'After every use', 'Food court staff', 'Green sanitizer spray'],
        ['Carpets', 'Every week, Tuesday night', 'Contract cleaners', 'Steam cleaner'],
        ['Air vents', 'Every 3 months', 'Maintenance team', 'Vacuum and new filters'],
      ],
    },
    { heading: 'Spills and breakages', level: 2 },
    'Put out a yellow wet-floor sign at once, then mop the spill with the mop from the nearest cleaning cupboard. Broken glass is swept up with the dustpan and brush kept behind the snack bar, never picked up by hand.',
    { heading: 'Chemicals', level: 2 },
    'Never mix the blue disinfectant with bleach. Chemicals are kept in the locked cupboard next to the staff room, and the shift supervisor holds the key.',
  ],
};

export const LOST_PROPERTY_PDF = {
  filename: 'Lost Property.pdf',
  lines: [
    'Lost Property',
    'Handing in',
    'Anything found in the building goes to the guest services desk within the hour, with a tag saying where and when it was found.',
    'Keeping items',
    'Ordinary items are kept for 30 days and then donated to charity. Phones, wallets and keys are kept in the safe for 90 days. Game cards with credit on them are never thrown away; the credit is moved to the lost-card account.',
    'Returning items',
    'A guest must describe the item and show photo ID before it is handed back. Items can be posted to a guest for a $7 postage fee.',
  ],
};
