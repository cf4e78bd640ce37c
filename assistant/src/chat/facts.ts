/**
 * Kinds of fact a question asks for ("what time" → a time, "how much" → an amount, "who" → a person or role) and
 * whether a sentence states one. The answer prefers, among sentences that cover the question, one that does.
 */
export type FactKind = 'time' | 'date' | 'amount' | 'number' | 'duration' | 'frequency' | 'person' | 'place' | 'reason' | 'sign' | 'colour';

const NUMBER_WORD = '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|hundred|thousand|half|a dozen|dozen)';
const UNIT =
  '(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|shifts?|pay periods?|(?:business|working|calendar|school|clear|full|whole) (?:days?|weeks?))';
const MONTH = '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAY = '(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|weekdays?|weekends?';

const DETECTORS: Record<FactKind, RegExp[]> = {
  time: [
    /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)(?![a-z])/i,
    /\b\d{1,2}:\d{2}\b/,
    /\b(?:noon|midday|midnight|o['’]clock|opening time|closing time)\b/i,
    /\b(?:before|after|until|by|at|from)\s+(?:the\s+)?(?:opening|closing|close|open|end of (?:the |your )?(?:shift|day|night)|start of (?:the |your )?(?:shift|day))\b/i,
  ],
  date: [
    new RegExp(`\\b${MONTH}\\.?\\s+\\d{1,2}\\b|\\b\\d{1,2}\\s+${MONTH}\\b`, 'i'),
    new RegExp(`\\b(?:${WEEKDAY})\\b`, 'i'),
    /\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/,
    /\b(?:new year|christmas|thanksgiving|easter|holiday)\b/i,
    /\b(?:next|following|same)\s+(?:day|week|month|year|paycheck|payday|pay ?day|pay period|shift|business day|morning|visit)\b/i,
  ],
  // (a rate as a multiple of another: "1.5 times the regular rate", "double time")
  amount: [
    /[$€£¥]\s?\d/,
    /\b(?:\d+(?:[.,]\d+)?|one and a half|two|three|double|triple)\s*(?:times|x)\s+(?:the|your|their|his|her|its|regular|normal|usual|base|standard|basic)\b/i,
    /\b(?:time and a half|double time|triple time)\b/i,
    /\b\d+(?:[.,]\d+)?\s?(?:%|percent|dollars?|euros?|pounds?|cents?|usd|eur|gbp)\b/i,
    /\b(?:free|no cost|no charge|half price|at cost)\b/i,
    new RegExp(`\\b${NUMBER_WORD}\\s+(?:dollars?|euros?|pounds?|percent)\\b`, 'i'),
  ],
  number: [/\b\d+(?:[.,]\d+)?\b/, new RegExp(`\\b${NUMBER_WORD}\\b`, 'i'), /\b(?:once|twice|none|no more than|at most|at least|up to)\b/i],
  duration: [new RegExp(`\\b(?:\\d+(?:[.,]\\d+)?|${NUMBER_WORD}|a|an|one)[-\\s]+${UNIT}\\b`, 'i'), /\b(?:overnight|same day|next day|immediately|in advance|ahead)\b/i],
  frequency: [/\b(?:every|each|per|daily|weekly|monthly|yearly|annually|nightly|hourly|once|twice|always|never)\b/i],
  person: [
    /\b(?:manager|supervisor|director|lead|leader|technician|coordinator|officer|administrator|admin|owner|cashier|host|attendant|marshal|marshall|team|department|hr|human resources|payroll|staff|employee|security|support|desk|agent|representative|contact|person|chef|cook|mechanic|trainer|captain)s?\b|\b(?:he|she)\b/i,
    // roles by name: the one who does a job ("the receiving clerk counts every box")
    /\b(?:clerk|assistant|receptionist|accountant|bookkeeper|specialist|analyst|dispatcher|driver|guard|janitor|custodian|porter|nurse|medic|paramedic|doctor|operator|controller|auditor|inspector|planner|buyer|engineer|electrician|plumber|cleaner|housekeeper|steward|server|bartender|barista|waiter|waitress|foreman|forewoman|chief|head of|lifeguard|ranger|usher|teller|advisor|adviser|consultant|counsell?or|volunteer|intern|trainee|buddy|mentor|instructor|teacher|coach|president|ceo|cfo|coo|founder|partner|officer|committee|board|vendor|supplier|contractor|landlord|caretaker|warden|steward|designer|developer|programmer|recruiter|secretary|treasurer|chair|chairperson|deputy|associate|crew|handler|keeper|greeter|runner|valet)s?\b/i,
    /\b[\p{Lu}][\p{Ll}]+\s+[\p{Lu}][\p{Ll}]+\b/u,
    /[\w.+-]+@[\w-]+\.[\w.]+/,
  ],
  place: [
    /\b(?:in|at|behind|beside|next to|near|inside|outside|under|above|below|beneath|on|by|through|into|onto)\s+(?:the|a|an|your|each|every|our)\s+\w+/i,
    /\b(?:room|office|floor|hallway|counter|desk|booth|entrance|lobby|closet|cabinet|locker|area|building|aisle|wall|kitchen|shelf|drawer|storage|warehouse|portal|app|website|lot|bay|door|corner|zone|station|lawn|gate|yard|field|garden|car park|parking|dock|reception|foyer|corridor|exit|stairs|stairwell|basement|roof|garage|patio|terrace|court|track|hall)s?\b/i,
  ],
  // how one can tell a state: "a vest is ready when its shoulder light is solid green"
  sign: [
    /\b(?:when|once|if|until|as soon as)\b[^.;]*?\b(?:is|are|turns?|shows?|glows?|lights? up|flash(?:es)?|blinks?|reads?|displays?|beeps?|stops?)\b/i,
    /\b(?:light|lamp|led|indicator|display|screen|beeps?|solid|flashing|blinking|green|red|amber|yellow|icon)\b/i,
  ],
  colour: [/\b(?:red|green|blue|yellow|orange|purple|pink|black|white|grey|gray|brown|silver|gold|amber|navy|turquoise|maroon|beige|violet)\b/i],
  reason: [/\b(?:because|so that|so (?:guests|staff|the|that|we|you)|in order to|to (?:avoid|prevent|ensure|protect|keep|make sure)|since|due to|otherwise)\b/i],
};

/** Whether a sentence states a fact of one of these kinds. */
export function statesKind(text: string, kinds: FactKind[]): boolean {
  return kinds.some((kind) => DETECTORS[kind].some((re) => re.test(text)));
}

/**
 * Whether a sentence says what may or must be done, or what happens to whoever does it ("are asked to leave", "blows
 * the whistle to stop anyone"): the answer to "Can guests…?" (a sentence about cleaning the props is not).
 */
export const statesPermission = (text: string) =>
  /\b(?:allow(?:s|ed)?|permit(?:s|ted)?|may|can(?:not)?|must|not|never|only|needs?|required?|requires|welcome|prohibited|banned|forbidden|no|nobody|none|unless|except|should|has to|have to|yes|stop(?:s|ped)?|asked to|refused|denied|removed|leave|turned away|sent (?:away|home|out))\b|n['’]t\b/i.test(
    text,
  );
