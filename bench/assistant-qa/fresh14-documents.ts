// The fourteenth fresh set's Word and PDF documents, built at bench time with the assistant's demo builders. Written,
// with fresh14-questions.json, without reading the method, and committed before its first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const UNIFORM_LAUNDRY_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Uniform Laundry.docx',
  blocks: [
    { heading: 'Uniform Laundry' },
    { heading: 'What you are given', level: 2 },
    {
      table: [
        ['Item', 'Number issued', 'Washed by', 'Wash temperature', 'Replacement cost'],
        ['Polo shirt', '3', 'You, at home', '40 degrees', '$12'],
        ['Hoodie', '1', 'You, at home', '30 degrees', '$25'],
        ['Cargo trousers', '2', 'You, at home', '40 degrees', '$18'],
        ['Kitchen apron', '4', 'On-site laundry', '60 degrees', '$6'],
        ['Technician overalls', '2', 'On-site laundry', '60 degrees', '$30'],
        ['Party host waistcoat', '1', 'Brightwash Laundry', 'Dry clean only', '$45'],
      ],
    },
    { heading: 'Washing at home', level: 2 },
    'Wash polo shirts, hoodies and trousers inside out, and never use bleach, because it fades the logo. Hoodies must not go in the tumble dryer. Your uniform should look clean and ironed at the start of every shift.',
    { heading: 'On-site laundry', level: 2 },
    'Kitchen aprons and technician overalls go in the red laundry bags in the staff corridor. The on-site laundry runs every Tuesday and Friday, and clean items are hung in the uniform cupboard by 2 pm on those days.',
    { heading: 'Party host waistcoats', level: 2 },
    'Waistcoats are dry cleaned by Brightwash Laundry. Leave them on the rail by the party office; Brightwash collect them every Wednesday and bring them back on Friday.',
    { heading: 'Spills during a shift', level: 2 },
    'A spare polo shirt in every size is kept in the uniform cupboard. Sign it out on the clipboard on the cupboard door, and bring it back washed within 7 days.',
    { heading: 'Damaged items and leavers', level: 2 },
    'Badly stained or torn items are swapped by the HR coordinator, Priya Natarajan. Your first replacement each year is free; after that the replacement cost in the table is taken from your pay. On your last day, hand back every uniform item: anything not returned is charged at the replacement cost.',
  ],
};

export const SOCIAL_MEDIA_PDF = {
  filename: 'Social Media Posting Rules.pdf',
  lines: [
    'Social Media Posting Rules',
    'Official accounts',
    'Our Instagram, Facebook and TikTok accounts are run by the marketing coordinator, Jordan Reyes. Only Jordan and the general manager know the passwords. Posts go out between 9 am and 8 pm, with no more than 3 posts a day on each account.',
    'Photos of guests',
    "Never post a photo or video in which a guest's face can be seen unless the guest, or a parent for anyone under 18, has signed a photo consent form. Signed consent forms are kept at guest services for 2 years. Children in school uniform must never appear in a post, even with consent.",
    'Posting about work on your own accounts',
    'You may share our official posts and post photos of yourself at work in uniform. Do not post photos of the cash office, the safe or other staff-only areas, prizes that are not yet on the prize counter, incidents or complaints, or anything about a guest. Do not reply to reviews or comments as if you speak for the company: send them to Jordan instead.',
    'Ideas for posts',
    'Send ideas, photos and videos to the #social-ideas channel on the staff chat. If your idea is used in a post, you get a $10 game card credit.',
    'Replying to comments',
    'The official accounts reply to complaints within 24 hours on weekdays and within 48 hours at weekends. Abusive comments are hidden, not deleted, and a screenshot is saved for the record.',
    'Breaking the rules',
    "A first breach of these rules leads to a written warning. Posting a guest's photo without consent can lead to dismissal.",
  ],
};
