// The fifteenth fresh set's Excel and PDF documents, built at bench time with the assistant's demo builders. Written,
// with fresh15-questions.json, without reading the method, and committed before its first run: held out.

export const EVENTS_XLSX = {
  filename: 'Seasonal Events.xlsx',
  sheet: 'Seasonal events',
  rows: [
    ['Event', 'Dates', 'Opening hours', 'Theme', 'Extra staff per day', 'Event lead', 'Wristband price', 'Booking needed'],
    ['Half-Term Fun Days', '16 February to 20 February', '10 am to 7 pm', 'Daily arcade challenges', 6, 'Tom Reilly', '$14', 'No'],
    ['Spring Egg Hunt', '28 March to 12 April', '10 am to 6 pm', 'Easter egg trail round the arcade', 4, 'Priya Shah', '$12', 'No'],
    ['Summer Games Week', '3 August to 9 August', '9 am to 9 pm', 'Sports day challenges', 8, 'Tom Reilly', '$18', 'No'],
    ['Back to School Bash', '29 August to 31 August', '10 am to 8 pm', 'School bag prize draw', 3, 'Priya Shah', '$10', 'No'],
    ['Halloween Fright Fest', '24 October to 31 October', '12 pm to 10 pm', 'Haunted arcade and costume contest', 10, 'Marcus Bell', '$20', 'Yes'],
    ['Bonfire Glow Night', '5 November', '4 pm to 10 pm', 'Glow-in-the-dark games', 5, 'Marcus Bell', '$15', 'Yes'],
    ['Christmas Arcade Grotto', '1 December to 24 December', '10 am to 8 pm', 'Meet Santa and win gifts', 12, 'Hannah Cole', '$22', 'Yes'],
    ['New Year Family Party', '31 December', '6 pm to 11 pm', 'Countdown disco', 9, 'Hannah Cole', '$25', 'Yes'],
  ],
};

export const ACCIDENTS_PDF = {
  filename: 'Accident Reporting.pdf',
  lines: [
    'Accident Reporting',
    'When someone is hurt',
    'Make the area safe and call a first aider on extension 222. If the injury looks serious, call an ambulance first and then the duty manager. Do not move anyone who has fallen from a height or hit their head, unless they are in danger where they are.',
    'The accident form',
    "Every accident to a guest or a team member, however small, goes on a green accident form within 1 hour. Write down the time, the place, what happened, the names of any witnesses and the first aid given. The person who saw the accident or gave first aid fills in the form, and the duty manager signs it. Blank forms are kept in the blue folder in the first aid room, and finished forms go in the locked accident box in the duty manager's office.",
    'Serious accidents',
    'If a guest goes to hospital, or a team member is off work for more than 7 days after an accident, the safety officer reports it to the local council within 10 days. The duty manager also phones the operations director, Sarah Quinn, within 2 hours. Take photos of the place where it happened and ask the security team to save the camera footage.',
    'Near misses',
    'A near miss is something that could have hurt someone but did not. Write it on a yellow near-miss card and post it in the box outside the staff room. Near-miss cards are reviewed at the safety meeting on the first Monday of each month.',
    'Talking to guests',
    'Never admit blame or promise compensation. If a guest, their family or a reporter asks about an accident, pass them to the duty manager.',
  ],
};
