// The sixteenth fresh set's Word and PDF documents, built at bench time with the assistant's demo builders. Written,
// with fresh16-questions.json, without reading the method, and committed before its first run: held out.
import type { DocxBlock } from '@portal/assistant/demo';

export const CAR_PARK_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Car Park and Shuttle Bus.docx',
  blocks: [
    { heading: 'Car Park and Shuttle Bus' },
    { heading: 'Guest car park', level: 2 },
    'The guest car park has 320 spaces. It opens at 8:30 am and closes 1 hour after the centre closes. Parking is free for the first 3 hours when the ticket is validated at any till; after that it costs $2 per hour, up to $12 a day. Staff park in the overflow car park behind the bowling hall, never in the guest car park.',
    { heading: 'Zones', level: 2 },
    {
      table: [
        ['Zone', 'Spaces', 'Reserved for', 'Walk to entrance', 'EV chargers'],
        ['Zone A', '24', 'Blue badge holders', '1 minute', '2'],
        ['Zone B', '40', 'Parents with young children', '2 minutes', '4'],
        ['Zone C', '180', 'All guests', '4 minutes', '6'],
        ['Zone D', '16', 'Coaches and party minibuses', '5 minutes', 'None'],
        ['Zone E', '60', 'Weekend overflow', '7 minutes', 'None'],
      ],
    },
    { heading: 'Shuttle bus', level: 2 },
    'A free shuttle bus runs between the centre and Riverside train station every 20 minutes from 9:45 am to 7 pm, then every 40 minutes until closing. The stop is outside the main entrance, next to Zone A. The bus has 22 seats and one wheelchair space, and pushchairs must be folded on board.',
    'The bus and its driver come from Greenline Coaches. If the bus is more than 15 minutes late, call the Greenline control room on 0800 555 0177 and let the guests waiting at the stop know.',
    { heading: 'Problems', level: 2 },
    "A guest who has lost their parking ticket pays the full day rate of $12, unless a till receipt from the same day shows when they arrived. If a guest's car breaks down, tell the duty manager, who can allow it to stay in the car park overnight.",
  ],
};

export const GUEST_WIFI_PDF = {
  filename: 'Guest WiFi and Charging.pdf',
  lines: [
    'Guest WiFi and Charging Stations',
    'Connecting',
    'Guest WiFi is free for every visitor. The network is called FunZone-Guest and has no password: guests accept the terms on the welcome page, which asks for an email address. A connection lasts 3 hours, after which the guest accepts the terms again. Video streaming is limited to 5 Mbps per device so that the tills and card readers are never slowed down.',
    'Staff devices',
    'Staff must not connect personal phones or laptops to FunZone-Staff, which is only for tills, card readers and tablets. Staff may use the guest WiFi on their breaks. Never give the staff network password to anyone.',
    'Charging stations',
    'There are 3 charging stations: one by guest services, one in the café and one in the party room corridor. Each station has 8 lockable bays with USB-C and Lightning cables. Charging is free for the first 30 minutes; after that it costs $2 per hour, paid with a game card. Guests lock a bay with a 4-digit code they choose themselves.',
    'Forgotten codes',
    'If a guest forgets their bay code, a supervisor opens the bay with the master key once the guest has described the phone and its lock screen. Phones still in a bay at closing time are taken to lost property.',
    'When the WiFi is down',
    'Restart the router in the IT cupboard behind guest services, once only. If that does not fix it, phone the IT helpdesk on 0800 555 0199.',
  ],
};
