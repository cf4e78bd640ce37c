// The third fresh set's PDF, built at bench time. Written, with fresh3-questions.json, after the method changed for the
// second fresh set, and never tuned on.
export const DELIVERIES_PDF = {
  filename: 'Deliveries and Stock.pdf',
  lines: [
    'Deliveries and Stock',
    'Receiving deliveries',
    'Deliveries arrive at the loading dock behind the kitchen between 6 am and 9 am on Mondays and Thursdays. The receiving clerk counts every box against the packing slip before signing for it.',
    'Damaged goods',
    'Damaged or missing items are photographed and reported to the purchasing manager the same day; the supplier credits them on the next invoice.',
    'Stock counts',
    'A full stock count of the prize warehouse takes place on the last Sunday of every month. Counts are entered into the inventory system by 5 pm.',
    'Ordering',
    'Prize orders above $500 must be approved by the operations director.',
  ],
};
