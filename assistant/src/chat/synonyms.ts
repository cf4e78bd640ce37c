/**
 * Everyday words and the words documents tend to use for them: a question's word matches a passage holding any word of
 * its group. General English (workplace, customer service, money, time), not the words of any one document set.
 */
export const SYNONYM_GROUPS: string[][] = [
  ['buy', 'purchase'],
  ['return', 'refund', 'refundable'],
  ['start', 'begin', 'open', 'commence'],
  ['close', 'shut'],
  ['end', 'finish', 'conclude'],
  ['employee', 'staff', 'worker', 'personnel', 'associate', 'crew'],
  ['manager', 'supervisor', 'boss'],
  ['pay', 'paid', 'wage', 'salary', 'paycheck', 'payment'],
  ['price', 'cost', 'fee', 'charge'],
  ['cheap', 'inexpensive', 'affordable'],
  ['free', 'complimentary'],
  ['sick', 'ill', 'illness', 'sickness'],
  ['vacation', 'pto'],
  ['child', 'kid', 'children', 'kids', 'minor'],
  ['parent', 'guardian'],
  ['phone', 'telephone', 'call', 'contact', 'ring'],
  ['email', 'mail'],
  ['car', 'vehicle', 'automobile'],
  ['fix', 'repair', 'mend'],
  ['broken', 'faulty', 'damaged', 'defective', 'malfunction', 'malfunctioning'],
  ['clean', 'wash', 'wipe', 'sanitize', 'disinfect', 'cleaning'],
  ['lost', 'lose', 'loses', 'missing', 'misplaced'],
  ['find', 'locate'],
  ['rule', 'policy', 'guideline', 'regulation'],
  ['allowed', 'permitted', 'allow', 'permit'],
  ['forbidden', 'prohibited', 'banned'],
  ['ask', 'request'],
  ['help', 'assist', 'assistance', 'support'],
  ['hurt', 'injured', 'injury', 'wound', 'wounded'],
  ['quit', 'resign', 'resignation'],
  ['fire', 'dismiss', 'terminate', 'termination', 'dismissal'],
  ['late', 'tardy', 'delayed'],
  ['absent', 'absence'],
  ['schedule', 'rota', 'roster', 'timetable'],
  ['wear', 'dress'],
  ['shoe', 'footwear', 'sneaker'],
  ['hat', 'cap'],
  ['money', 'cash'],
  ['prize', 'reward'],
  ['meeting', 'briefing', 'huddle'],
  ['meet', 'gather', 'assemble', 'assembly'],
  ['fake', 'counterfeit', 'forged', 'forgery'],
  ['training', 'onboarding', 'orientation'],
  ['booking', 'reservation', 'reserve', 'book'],
  ['cancel', 'cancellation'],
  ['deadline', 'due'],
  ['maximum', 'max', 'limit'],
  ['minimum', 'min'],
  ['age', 'old'],
  ['bathroom', 'restroom', 'toilet', 'washroom', 'lavatory'],
  ['entrance', 'entry'],
  ['location', 'venue', 'site', 'branch', 'store'],
  ['handbook', 'manual', 'guide'],
  ['password', 'passcode', 'pin'],
  ['day', 'daily'],
  ['week', 'weekly'],
  ['month', 'monthly'],
  ['year', 'yearly', 'annual', 'annually'],
  ['hour', 'hourly'],
  ['night', 'nightly', 'overnight'],
  ['food', 'meal', 'snack'],
  ['drink', 'beverage'],
  ['gift', 'present'],
  ['customer', 'guest', 'visitor', 'patron', 'client'],
  ['job', 'role', 'position'],
  ['holiday', 'vacation'],
  ['discount', 'reduction', 'markdown'],
  ['expire', 'expiry', 'expiration', 'expired'],
  ['replace', 'replacement'],
  ['approve', 'approval', 'authorize', 'authorise', 'sign'],
  ['emergency', 'urgent'],
  ['leave', 'depart'],
  ['report', 'notify', 'tell', 'inform'],
  ['store', 'keep', 'stored', 'kept'],
  // numbers as digits and as words
  ...(
    [
      ['1', 'one'],
      ['2', 'two'],
      ['3', 'three'],
      ['4', 'four'],
      ['5', 'five'],
      ['6', 'six'],
      ['7', 'seven'],
      ['8', 'eight'],
      ['9', 'nine'],
      ['10', 'ten'],
      ['11', 'eleven'],
      ['12', 'twelve', 'dozen'],
      ['14', 'fourteen'],
      ['15', 'fifteen'],
      ['20', 'twenty'],
      ['24', 'twenty-four'],
      ['30', 'thirty'],
      ['40', 'forty'],
      ['50', 'fifty'],
      ['60', 'sixty'],
      ['90', 'ninety'],
      ['100', 'hundred'],
    ] as string[][]
  ),
];

/**
 * Everyday verbs, adverbs and vague nouns that say little about what a question is about ("Who *decides* which host
 * *works* each party?"): they weigh little, and a question is not declined because the documents never use one of them.
 * Irregular forms are listed because the stemmer does not join them ("made", "goes").
 */
export const GENERIC_WORDS = (
  'able accept add allow appear apply become begin believe bring build buy call came can carry change check choose come come continue could cover create decide deal describe do does done ' +
  'end expect explain fall feel find finish follow gave get give given go goes going gone got happen have hear help hold include involve keep kept know knew last lead learn leave let like ' +
  'live look made make mean meet mind move need note occur offer own pass person place plan play please provide put quick quickly reach read ready really receive remember ' +
  'require remain reply run said say see seem send set show sort stand start stay still stop suppose sure take taken tell thing things think took try turn understand use used usual usually ' +
  'wait want watch way went work works worked working would write somebody someone anybody anyone everybody everyone nobody something anything everything nothing people ' +
  'exactly actually basically generally normally typically currently also ever even just really soon already often always never sometimes fine good bad best better new old big small'
).split(' ');
