// The second fresh set's binary documents (Word, Excel, PDF), built at bench time with the assistant's demo builders.
// Written, with fresh2-questions.json, before any change to the method that followed the first fresh set.
import type { DocxBlock } from '@portal/assistant/demo';

export const TIMEKEEPING_DOCX: { filename: string; blocks: DocxBlock[] } = {
  filename: 'Timekeeping and Scheduling.docx',
  blocks: [
    { heading: 'Timekeeping and Scheduling' },
    { heading: 'Clocking in and out', level: 2 },
    'Team members record their hours on the wall terminal by the staff entrance using their four-digit employee PIN. You may clock in no earlier than seven minutes before your scheduled start. A missed punch must be corrected on a time adjustment form signed by your supervisor by the end of the pay week.',
    { heading: 'Meal breaks', level: 2 },
    'Shifts longer than six hours include an unpaid 30-minute meal break, which must start before the end of the fifth hour. Two paid 10-minute rest breaks are given on shifts of eight hours.',
    { heading: 'Swapping shifts', level: 2 },
    'To trade a shift with a coworker, post the shift in the scheduling app; the swap is final only after the shift supervisor approves it. Swaps must be requested at least 48 hours before the shift starts.',
    { heading: 'Schedules', level: 2 },
    'The schedule for the following two weeks is posted every Wednesday by noon.',
    { heading: 'Attendance', level: 2 },
    'Three no-call, no-show absences within 90 days lead to termination of employment.',
    { heading: 'Shift differentials', level: 2 },
    {
      table: [
        ['Shift', 'Hours', 'Extra pay'],
        ['Late night', '10 pm - 2 am', '$1.50 per hour'],
        ['Weekend', 'Saturday and Sunday', '$1.00 per hour'],
        ['Holiday', 'Company holidays', 'Time and a half'],
      ],
    },
  ],
};

export const LOANS_XLSX = {
  filename: 'Equipment Loans.xlsx',
  sheet: 'Loans',
  rows: [
    ['Item', 'Deposit', 'Loan period', 'Where to collect'],
    ['Walkie-talkie radio', '$0', 'One shift', 'Manager office'],
    ['Staff locker key', '$10', 'Until you leave the company', 'Front desk'],
    ['Company tablet', '$50', '7 days', 'IT closet'],
    ['Safety harness', '$0', 'One shift', 'Maintenance shop'],
    ['Parking permit', '$5', '12 months', 'Human resources'],
    ['Rain poncho', 'None', 'Until returned', 'Front desk'],
  ],
};

export const EXPENSES_PDF = {
  filename: 'Travel and Expenses.pdf',
  lines: [
    'Travel and Expenses',
    'Mileage',
    'When you drive your own car for work, the company reimburses 65 cents per mile. Commuting between home and your usual park is not reimbursed.',
    'Meals',
    'Meals during business travel are covered up to $45 per day; alcohol is never reimbursed.',
    'Submitting claims',
    'Expense claims are submitted in the finance portal with photos of every receipt within 30 days of the trip. The finance team pays approved claims with the next paycheck.',
    'Company cards',
    'Company credit cards are issued only to managers and must not be used for personal purchases.',
    'Hotels',
    'Book hotels through the travel desk at travel@funco.example; the nightly limit is $180.',
  ],
};
