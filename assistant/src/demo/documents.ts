// Demo documents of the two demo knowledge bases, written for this project (a fictional arcade and entertainment
// operator, "Arcadia"). They are turned into real PDF, Word, Excel, CSV, HTML, Markdown and text files at seed time.

export const HANDBOOK_PDF = [
  'Arcadia Entertainment - Employee Handbook 2026',
  '',
  'Welcome to Arcadia. This handbook explains how we work together at every location: our family entertainment centers, bowling centers and laser tag arenas. It applies to all team members, full-time and part-time.',
  '',
  'Attendance and punctuality',
  'Clock in no earlier than five minutes before your scheduled shift and no later than your start time. If you will be late or absent, call the manager on duty at least two hours before your shift starts. Texting a coworker does not count as notice. Three no-call, no-show shifts in a rolling twelve-month period are treated as a voluntary resignation.',
  '',
  'Breaks and meals',
  'Team members working six hours or more receive an unpaid thirty-minute meal break, to be taken before the end of the fifth hour. Shifts of four hours or more include a paid ten-minute rest break. Breaks are taken in the team room, never on the game floor or at the prize counter.',
  '',
  'Paid time off',
  'Full-time team members earn fifteen days of paid time off (PTO) per year, accrued each pay period. Part-time team members earn one hour of PTO for every thirty hours worked. PTO requests go through the scheduling app at least two weeks in advance and are approved by your general manager. Requests for the weeks of Thanksgiving, Christmas and spring break are granted by seniority.',
  '',
  'Pay days',
  'We pay every other Friday by direct deposit. Pay stubs, W-2 forms and your PTO balance are in the payroll provider portal. Report a payroll error to your general manager within seven days of the pay date.',
  '',
  'Guest safety and incidents',
  'Any guest injury, however small, is reported to the manager on duty immediately and written up on an incident report before the end of your shift. Never move an injured guest unless they are in danger. First aid kits are kept behind the prize counter and in the party room hallway.',
  '',
  'Employee discounts',
  'Team members receive fifty percent off game cards and food for themselves and up to three guests when they are not on shift. Discounts cannot be used for redemption prizes.',
];

export const UNIFORM_DOCX = [
  'Uniform and Appearance Policy',
  'Our uniform makes it easy for guests to find help on a busy floor. Wear it every shift, clean and tucked in.',
  'Floor and party team members wear the teal Arcadia polo with black trousers or a black knee-length skirt. Prize counter team members wear the purple Arcadia polo. Managers wear the charcoal button-down shirt with the Arcadia logo.',
  'Shoes must be black, closed-toe and slip-resistant. Laser tag marshals may wear black athletic shoes.',
  'Your name badge is worn on the left side of the chest at all times. A lost badge is replaced by your general manager at no cost the first time and for five dollars afterwards.',
  'Hats are not part of the uniform, except the black Arcadia cap for outdoor go-kart and mini-golf attendants.',
  'Two polos are issued when you start. Replacements for worn or damaged polos are free; ask your manager to order them through the uniform portal.',
];

/** Holiday schedule: [date, holiday, hours, notes] */
export const HOLIDAYS_XLSX: (string | number)[][] = [
  ['Date', 'Holiday', 'Location hours', 'Notes'],
  ['2026-01-01', "New Year's Day", '12:00 pm - 10:00 pm', 'Holiday pay at 1.5x for hours worked'],
  ['2026-05-25', 'Memorial Day', '10:00 am - 11:00 pm', 'Extended hours'],
  ['2026-07-04', 'Independence Day', '10:00 am - 6:00 pm', 'Closes early for fireworks; holiday pay at 1.5x'],
  ['2026-09-07', 'Labor Day', '10:00 am - 11:00 pm', 'Extended hours'],
  ['2026-11-26', 'Thanksgiving Day', 'Closed', 'All locations closed'],
  ['2026-11-27', 'Black Friday', '9:00 am - midnight', 'All hands on deck; no PTO approved'],
  ['2026-12-24', 'Christmas Eve', '10:00 am - 4:00 pm', 'Closes early'],
  ['2026-12-25', 'Christmas Day', 'Closed', 'All locations closed'],
  ['2026-12-31', "New Year's Eve", '10:00 am - 1:00 am', 'Midnight balloon drop at every location'],
];

export const FAQ_MD = `# Team Member FAQ

## How do I swap a shift?

Post the shift in the scheduling app under **Shift Swap**. The swap is final once a coworker accepts it **and** the manager on duty approves it. Until then, you are still responsible for the shift.

## What happens if a game eats a guest's card?

Open the cabinet with the technician key, retrieve the card and check its balance at the kiosk. If the balance is wrong, refund it with a manager override and log the machine number in the maintenance log.

## Who do I call about a problem with my paycheck?

Your general manager first. If it is not solved within one pay period, email payroll@arcadia.example with your employee number.

## Can I bring food from home?

Yes, for your own breaks, kept in the team room refrigerator. Outside food is not allowed on the game floor.

## How do I get my badge for the time clock?

Your general manager prints it during your first week. Until then, clock in with your employee number and the four-digit PIN you chose at onboarding.
`;

export const REDEMPTION_HTML = `<!doctype html>
<html lang="en">
<head><title>Redemption Game Maintenance Guide</title><style>body{font-family:sans-serif}</style></head>
<body>
<nav><a href="/">Technician portal</a> | <a href="/guides">All guides</a></nav>
<main>
<h1>Redemption Game Maintenance Guide</h1>
<p>Redemption games pay out tickets or e-tickets to the guest's game card. Keeping them running is the most important job of the floor technician.</p>
<h2>Daily opening checks</h2>
<ul>
<li>Power on every cabinet from the main breaker panel before 9:30 am so games finish their self-test before opening.</li>
<li>Run one test credit on each game with the technician card and confirm the e-tickets appear on the card balance.</li>
<li>Check ticket dispensers on older cabinets: refill when a roll is below one inch thick.</li>
</ul>
<h2>Coin pusher games</h2>
<p>Wipe the playfield glass with the blue microfiber cloth and the approved glass cleaner only. Never spray cleaner directly onto the playfield. Coin pushers are refilled with 500 tokens when the hopper light turns amber.</p>
<h2>Error codes</h2>
<p>Error E-21 on a crane game means the claw did not return home: power cycle the cabinet and check the gantry belt for slack. Error E-45 means the card reader lost its network connection: reseat the ethernet cable behind the reader before calling support.</p>
<h2>When to call support</h2>
<p>Call the equipment support line at extension 4410 for any error that remains after one power cycle, any smell of burning, or any damaged glass. Put an Out of Order sign on the game immediately.</p>
</main>
<footer>Arcadia Technical Services. Internal use only.</footer>
</body>
</html>
`;

export const LASER_TAG_TXT = `LASER TAG ARENA - OPENING AND CLOSING CHECKLIST

Opening (marshal on duty, 30 minutes before the first game):
1. Turn on the arena lights, fog machine and sound system from the control booth.
2. Take the vests off the charging racks. A vest is ready when its shoulder light is solid green.
3. Test every phaser against the target wall. Remove any vest or phaser that fails and tag it for repair.
4. Walk the arena and check that the padding on every pillar is secure and the floor is dry.

Briefing (before every game):
Every player watches the safety video. No running, no climbing, no lying on the floor, and phasers always stay attached to the vest. Players under 7 must be accompanied by an adult player.

Closing (after the last game):
1. Wipe every vest and phaser grip with disinfecting wipes.
2. Put the vests back on the charging racks; they charge overnight in the equipment room.
3. Turn off the fog machine first, then the sound system and lights.
4. Record the number of games played and any damaged equipment in the arena log.
`;

/** Prize counter ticket values: [prize, category, tickets, restock level] */
export const PRIZES_CSV = `Prize,Category,Tickets,Restock when below
Giant plush dragon,Plush,12000,3
Medium plush unicorn,Plush,4500,6
Glow-in-the-dark yo-yo,Toys,150,40
Sticky hand,Toys,25,200
Arcadia water bottle,Branded,2000,10
Wireless earbuds,Electronics,25000,2
Candy rope,Candy,50,150
"Laser tag pass, one game",Experiences,3000,20
`;

export const VR_PDF = [
  'VR Headset Sanitizing Procedure',
  '',
  'Virtual reality headsets touch the face and hair of every guest. They are cleaned after every single use, without exception.',
  '',
  'After each guest',
  'Remove the disposable face cover and throw it away. Wipe the face gasket, head strap and controllers with a non-alcohol disinfecting wipe, then place the headset in the UV-C cleaning cabinet for a full sixty-second cycle. Put a fresh disposable face cover on before the next guest.',
  '',
  'Lenses',
  'Clean lenses only with the dry lens cloth, in small circles from the center outwards. Never use wipes, sprays or paper towels on the lenses: they scratch the coating.',
  '',
  'End of day',
  'Charge headsets and controllers in the locked charging cabinet. Report any headset with a cracked lens or a strap that does not hold to the manager on duty, and take it out of service.',
];

export const DEMO_QUESTION = 'How many days of paid time off do full-time team members get?';
