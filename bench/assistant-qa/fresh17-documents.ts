// The seventeenth fresh set's Excel and PDF documents, built at bench time with the assistant's demo builders. Written,
// with fresh17-questions.json, without reading the method, and committed before its first run: held out.

export const QUEUES_XLSX = {
  filename: 'Ride Queue Management.xlsx',
  sheet: 'Queues',
  rows: [
    ['Ride', 'Riders per cycle', 'Cycle time', 'Longest queue allowed', 'Queue marker', 'Queue closes', 'Queue staff at peak', 'Notes'],
    ['Dodgem Derby', 20, '4 minutes', '30 minutes', 'Red post by the fence corner', '15 minutes before closing', 2, 'Riders under 1.1 m share a car with an adult'],
    ['Twister Cups', 24, '3 minutes', '25 minutes', 'Yellow rope at the photo board', '10 minutes before closing', 1, 'Cups are loaded one side at a time'],
    ['Sky Swings', 32, '5 minutes', '40 minutes', 'Sign number 3 on the ramp', '20 minutes before closing', 2, 'Loose items go in the free cubbies at the exit'],
    ['Mini Coaster', 12, '2 minutes', '20 minutes', 'Green arch by the snack kiosk', '10 minutes before closing', 1, 'Single rider line runs at weekends'],
    ['Drop Tower Junior', 8, '3 minutes', '35 minutes', 'Blue post at the stairs', '20 minutes before closing', 2, 'Closes in winds over 30 mph'],
    ['Carousel', 36, '4 minutes', '15 minutes', 'Bench by the entrance gate', '5 minutes before closing', 1, 'Parents may stand beside children on the horses'],
    ['Go-Kart Track', 10, '8 minutes', '45 minutes', 'Tyre stack at the pit lane', '30 minutes before closing', 3, 'Drivers sign the safety sheet while they queue'],
  ],
};

export const PARTY_SCRIPTS_PDF = {
  filename: 'Birthday Party Host Scripts.pdf',
  lines: [
    'Birthday Party Host Scripts',
    'Every party host follows these scripts so that each family gets the same welcome. The party manager, Lena Fischer, checks the scripts with new hosts on their first shift, and shadows their first 3 parties.',
    'Party timings',
    'A party lasts 2 hours: 15 minutes of welcome and wristbands, 60 minutes of play, 30 minutes of food in the party room and 15 minutes of cake and goodbyes. One host looks after up to 12 children; a second host is added for 13 to 24 children.',
    'Welcome script',
    '"Hi everyone, I\'m [your name], and I\'m your party host today! Happy birthday, [child\'s name]!" Then say to the lead parent: "Does anyone in the group have an allergy we should know about?" Write any allergy on the party sheet and tell the kitchen before food is served.',
    'Wristbands and rules',
    'Give the birthday child a gold wristband and every other child a silver one. Tell the group three rules: stay with your host, walk and never run in the party room, and come straight back when you hear the party whistle.',
    'Photos',
    '"Is it all right if I take some photos with your camera or phone?" Hosts never take photos of guests on their own phones.',
    'Cake and song',
    'The host lights the candles with the long lighter from the party office, never with matches. Dim the party room lights and lead the birthday song at the 1 hour 30 minutes mark. Cake is cut by the host with the party knife and served on the paper plates.',
    'Offers to mention',
    'Mention each offer once and do not push: party bags are $4 per child, an extra 30 minutes of play is $40 for the group, and a photo print in a frame is $8.',
    'Goodbye script',
    '"Thank you so much for celebrating with us! Here\'s a little present for the birthday star." Give the birthday child a free game card loaded with 20 credits, and hand the lead parent a feedback card.',
    'When something goes wrong',
    'If a parent is unhappy, say: "I\'m sorry about that, let me get my manager for you," and call the party manager on the radio. Do not offer refunds or free parties yourself.',
  ],
};
