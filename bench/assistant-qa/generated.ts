// The question set's binary documents (Excel, PDF, Word), built at bench time from these lines with the assistant's
// own demo builders, so the repository holds their text rather than opaque files.
import type { DocxBlock } from '@portal/assistant/demo';

export const MAINTENANCE_XLSX = {
  filename: 'Maintenance Schedule.xlsx',
  sheet: 'Maintenance',
  rows: [
    ['Machine', 'Task', 'Frequency', 'Responsible'],
    ['Air hockey tables', 'Wipe the surface and clear the air holes', 'Daily', 'Floor attendant'],
    ['Claw machines', 'Test the claw strength and payout', 'Weekly', 'Lead technician'],
    ['Bowling lanes', 'Oil the lanes', 'Every night after closing', 'Lane mechanic'],
    ['Skee-Ball alleys', 'Vacuum the ramps and check the ball sensors', 'Weekly', 'Floor attendant'],
    ['VR headsets', 'Replace the face gaskets', 'Every 500 sessions', 'Lead technician'],
    ['Coin pushers', 'Refill the token hopper', 'When the hopper light turns amber', 'Floor attendant'],
    ['Laser tag vests', 'Inspect straps and sensors', 'Monthly', 'Laser tag marshal'],
  ],
};

export const SAFETY_PDF = {
  filename: 'Safety and Emergencies.pdf',
  lines: [
    'Safety and Emergencies',
    'Fire evacuation',
    'When the fire alarm sounds, stop all games, guide guests to the nearest exit and meet at the assembly point in the north parking lot next to light pole B. The manager on duty takes the staff sign-in sheet and checks that everyone is out.',
    'Lost children',
    'If a parent reports a missing child, the manager announces "Code Adam" on the radio and staff guard every exit until the child is found. Never release a child to anyone other than the parent or guardian named at check-in.',
    'First aid',
    'First aid kits are kept behind the token booth and in the party room hallway. The defibrillator (AED) hangs on the wall next to the main restrooms.',
    'Severe weather',
    'During a tornado warning, move guests into the bowling alley restrooms and the staff break room, which are the interior shelter areas. Stay there until the manager on duty gives the all-clear.',
    'Incident reports',
    'Every injury, however small, is written up on an incident report before the end of the shift and emailed to the safety officer within 24 hours.',
  ],
};

export const BENEFITS_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Employee Benefits.docx',
  blocks: [
    { heading: 'Employee Benefits' },
    { heading: 'Paid time off', level: 2 },
    'Full-time team members earn 15 days of paid time off per year; part-time team members earn one hour for every 30 hours worked. Time-off requests must be submitted in the scheduling app at least three weeks in advance and are approved by the general manager.',
    { heading: 'Sick leave', level: 2 },
    'Every team member gets five paid sick days a year. Call the manager on duty at least two hours before your shift if you are sick.',
    { heading: 'Pay', level: 2 },
    'Paychecks are paid by direct deposit every other Thursday. Hours worked beyond 40 in a week are paid at 1.5 times the regular rate.',
    { heading: 'Staff discount', level: 2 },
    'Team members get 40% off food and game credit when they are off duty, for themselves and up to two guests.',
    { heading: 'Benefits at a glance', level: 2 },
    {
      table: [
        ['Benefit', 'Eligibility', 'Details'],
        ['Health insurance', 'After 60 days of full-time work', 'Medical, dental and vision'],
        ['401(k) retirement plan', 'After 6 months', 'Company matches 3% of pay'],
        ['Tuition assistance', 'After 1 year', 'Up to $2,000 per year'],
      ],
    },
  ],
};
