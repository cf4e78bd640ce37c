// The fifth fresh set's binary documents (Word and PDF), built at bench time with the assistant's demo builders.
// Written, with fresh5-questions.json, before any change to the method that followed the fourth fresh set.
import type { DocxBlock } from '@portal/assistant/demo';

export const KARTS_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Go-Kart Track.docx',
  blocks: [
    { heading: 'Go-Kart Track' },
    { heading: 'Before each session', level: 2 },
    'Marshals walk the whole track before the first race of the day and remove any debris. Helmets are wiped with antibacterial wipes between every driver. Balaclavas are given out free and thrown away after use.',
    { heading: 'Driver requirements', level: 2 },
    {
      table: [
        ['Kart', 'Minimum height', 'Minimum age', 'Session length'],
        ['Junior kart', '120 cm', '8', '8 minutes'],
        ['Adult kart', '150 cm', '14', '12 minutes'],
        ['Two-seater kart', '100 cm for the passenger', '4 for the passenger', '10 minutes'],
      ],
    },
    { heading: 'Flags', level: 2 },
    'A yellow flag means slow down and no overtaking. A black flag calls a driver into the pit lane for a warning. Two black flags in one session end that driver’s race with no refund.',
    { heading: 'Wet track', level: 2 },
    'When the track is wet, sessions are shortened by a third and top speed is limited to 25 km/h from the control tower.',
    { heading: 'Crashes', level: 2 },
    'After any crash, the marshal stops all karts with the red light, and the track supervisor fills in an incident report before racing starts again.',
  ],
};

export const WEATHER_PDF = {
  filename: 'Heat and Storm Policy.pdf',
  lines: [
    'Heat and Storm Policy',
    'Lightning',
    'When lightning is detected within 8 miles, the outdoor attractions close and guests are moved inside. They reopen 30 minutes after the last strike inside that distance.',
    'Heat',
    'On days when the heat index is above 95 degrees, outdoor staff take a 10-minute shade break every hour. Water is handed out free at the mini golf hut.',
    'Wind',
    'The duty manager closes the climbing wall when gusts reach 30 mph.',
    'Rain checks',
    'Guests whose outdoor game is cut short by weather receive a rain check valid for 60 days.',
  ],
};
