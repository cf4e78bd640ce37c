// The ninth fresh set's PDF document, built at bench time with the assistant's demo builder. Written, with
// fresh9-questions.json, before the word-vector similarity (issue 46) was added to the method: held out.

export const OPENING_PDF = {
  filename: 'Opening and Closing.pdf',
  lines: [
    'Opening and Closing',
    'Opening',
    'The first supervisor in unlocks the building at 9:15 am and switches off the alarm with the four-digit code. The game cabinets are powered up by the floor technician at 9:40 am, and the doors open to guests at 10 am.',
    'Closing',
    'Last entry is 30 minutes before closing. At closing time the floor staff walk every zone to make sure no guests are left inside, including the restrooms. The cash from the change machines is collected by two staff members together and taken to the cash office.',
    'Keys',
    "Building keys are signed out from the key cabinet in the duty manager's office. A lost key must be reported to the duty manager the same day; the locks are changed at the staff member's cost only if the key was lost through carelessness.",
  ],
};
