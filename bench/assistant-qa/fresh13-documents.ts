// The thirteenth fresh set's Excel and PDF documents, built at bench time with the assistant's demo builders. Written,
// with fresh13-questions.json, after the method changes of 7 December evening (commit c2befdc), without reading the
// method, and committed before its first run: held out.

export const TOURNAMENTS_XLSX = {
  filename: 'Kids Arcade Tournaments.xlsx',
  sheet: 'Tournaments',
  rows: [
    ['Tournament', 'Game', 'Age group', 'Day', 'Entry fee', 'First prize'],
    ['Whack Attack', 'Whack-a-mole', '5 to 8', 'Saturday', '$2', '800 tickets'],
    ['Mini Racers Cup', 'Kart racing simulator', '6 to 9', 'Saturday', '$5', '2,000 tickets'],
    ['Dance Off Juniors', 'Dance machine', '7 to 12', 'Wednesday', '$3', '1,000 tickets'],
    ['Hoop Stars', 'Basketball shootout', '8 to 12', 'Sunday', '$4', '1,500 tickets'],
    ['Air Hockey Open', 'Air hockey', '10 to 15', 'Friday', '$6', '3,000 tickets'],
  ],
};

export const WASTE_PDF = {
  filename: 'Waste and Recycling.pdf',
  lines: [
    'Waste and Recycling',
    'Bins',
    'Blue bins are for cardboard and paper, green bins for glass, yellow bins for plastic bottles and cans, and black bins for general waste. Food waste from the kitchen goes in the brown caddies, which are emptied into the food waste bin by the loading bay at the end of every shift.',
    'Cardboard',
    'Flatten every box before it goes in a blue bin. Cardboard is baled in the baler by the loading bay; only staff who have been trained on the baler may use it, and the baler key is kept by the duty manager.',
    'Collections',
    'General waste is collected on Monday and Thursday mornings, recycling on Wednesday, and used cooking oil once a month by the oil supplier. Bins must be at the loading bay gate by 7 am on collection days.',
    'Special waste',
    "Broken glass is wrapped in newspaper, labelled 'glass' and put beside the green bin, never inside a bin bag. Used batteries go in the battery tub at the technician's bench. Needles or syringes found on site are picked up only with the sharps kit from the first aid room.",
  ],
};
