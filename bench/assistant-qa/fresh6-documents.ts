// The sixth fresh set's binary documents (Word with a table, and PDF), built at bench time with the assistant's demo
// builders. Written, with fresh6-questions.json, after issue 46's method changes and before the set was first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const TRAINING_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Staff Training Courses.docx',
  blocks: [
    { heading: 'Staff Training Courses' },
    { heading: 'Booking a course', level: 2 },
    'Book courses through the learning portal at least one week ahead. Training time is paid at your normal hourly rate, and a course held on your day off counts as a full four-hour shift.',
    { heading: 'Required courses', level: 2 },
    {
      table: [
        ['Course', 'Who takes it', 'Length', 'Renew every', 'Run by'],
        ['Food hygiene level 2', 'Snack bar staff', '3 hours', '3 years', 'Kitchen manager'],
        ['First aid at work', 'One person on every shift', '2 days', '3 years', 'St John trainer'],
        ['Manual handling', 'Everyone', '1 hour', '2 years', 'Duty manager'],
        ['Fire marshal', 'Supervisors', 'Half a day', '1 year', 'Safety officer'],
        ['Ride operator', 'Trampoline, escape room and bumper car staff', '4 hours', '1 year', 'Attractions lead'],
      ],
    },
    { heading: 'Missing a course', level: 2 },
    'If you miss a booked course without telling the learning team, the place is charged to your department and you must rebook within 14 days. Staff whose certificate has lapsed may not work on the attractions until it is renewed.',
  ],
};

export const MASCOT_PDF = {
  filename: 'Mascot Appearances.pdf',
  lines: [
    'Mascot Appearances',
    'Costume time',
    'A performer spends no more than 20 minutes in the Rocky Raccoon costume, then takes at least 20 minutes out of it in the green room. On hot days the limit drops to 15 minutes.',
    'Handlers',
    'A handler walks beside the mascot at all times, because the performer cannot see well or hear through the head. The mascot never speaks; the handler answers guests’ questions.',
    'Bookings',
    'Birthday parties can book a mascot visit for $35, with at least 10 days’ notice, through the party desk. A visit lasts ten minutes and includes photos and the birthday song.',
    'Cleaning',
    'The costume goes to the dry cleaner every Monday, and the inside of the head is sprayed with fabric freshener after every appearance.',
  ],
};
