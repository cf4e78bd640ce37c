// The seventh fresh set's binary documents (Word with a table, and PDF), built at bench time with the assistant's demo
// builders. Written, with fresh7-questions.json, before the WordNet lexicon (issue 46) and before the set was first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const RINK_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Roller Rink.docx',
  blocks: [
    { heading: 'Roller Rink' },
    { heading: 'Skate hire', level: 2 },
    'Skate hire is included in the session price. Skates are sprayed with disinfectant and dried after every use. Helmets are compulsory for skaters under 12 and free to borrow.',
    { heading: 'Sessions', level: 2 },
    {
      table: [
        ['Session', 'Day', 'Time', 'Price', 'Music'],
        ['Family skate', 'Saturday and Sunday', '10:00 am to 12:00 pm', '$8', 'Pop hits'],
        ['Adult night', 'Thursday', '8:00 pm to 11:00 pm', '$12', 'Disco'],
        ['Learn to skate', 'Tuesday', '4:00 pm to 5:00 pm', '$15', 'None (lesson)'],
        ['Open skate', 'Friday', '6:00 pm to 9:00 pm', '$10', 'Live DJ'],
      ],
    },
    { heading: 'Falls and the floor', level: 2 },
    'After a fall the rink guard blows two short whistles to clear the floor. The floor is dust-mopped between sessions and waxed on the first Monday of every month, when the rink stays closed all day.',
  ],
};

export const ACCESS_PDF = {
  filename: 'Service Animals and Accessibility.pdf',
  lines: [
    'Service Animals and Accessibility',
    'Service animals',
    'Trained service dogs are welcome in every area except the trampoline courts and the roller rink floor. Staff may ask only two questions: whether the dog is needed because of a disability, and what task it has been trained to do. Pets that are not service animals must stay outside.',
    'Wheelchairs',
    'Two wheelchairs can be borrowed free of charge from guest services in exchange for a driving licence or a $50 deposit. The lift to the upper deck is operated with the key kept at the prize counter.',
    'Quiet mornings',
    'On the first Sunday of every month the venue opens at 9 am, an hour early, for sensory-friendly play: game sounds are turned down and flashing lights are switched off.',
    'Carers',
    'A carer accompanying a disabled guest gets in free of charge; ask for a carer wristband at the ticket desk.',
  ],
};
