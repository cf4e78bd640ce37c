/**
 * What a number measures, read from the words around it: the unit after it ("90 minutes", "a 4-year-old", "120 cm",
 * "$21", "8 tickets"), the word before it ("Ages 6 and over", "a group of 10"), or the column it stands in ("Players:
 * 2 to 6", "Minimum age: 12"). Numbers of different measures never answer each other ("a 90-minute slot" is no age);
 * a number whose measure is unknown compares with any. Units of one measure are scaled to one base (hours and seconds
 * to minutes, metres and inches to centimetres) so "1.5 hours" holds "90 minutes". General English, no document's words.
 */
export type Dimension = 'duration' | 'age' | 'money' | 'length' | 'weight' | 'percent' | 'people' | 'date' | 'calendar' | 'label' | `noun:${string}`;

export interface Measured {
  dim?: Dimension;
  scale?: number;
}

const UNITS: [RegExp, Dimension, number][] = [
  [/^(?:s|secs?|seconds?)$/, 'duration', 1 / 60],
  [/^(?:mins?|minutes?)$/, 'duration', 1],
  [/^(?:h|hrs?|hours?)$/, 'duration', 60],
  [/^(?:days?|nights?)$/, 'duration', 1440],
  [/^(?:wks?|weeks?)$/, 'duration', 10080],
  [/^fortnights?$/, 'duration', 20160],
  [/^months?$/, 'duration', 43200],
  [/^(?:yrs?|years?)$/, 'duration', 525600],
  [/^(?:mm|millimet(?:er|re)s?)$/, 'length', 0.1],
  [/^(?:cm|centimet(?:er|re)s?)$/, 'length', 1],
  [/^(?:m|met(?:er|re)s?)$/, 'length', 100],
  [/^(?:km|kilomet(?:er|re)s?)$/, 'length', 100000],
  [/^(?:in|inch|inches)$/, 'length', 2.54],
  [/^(?:ft|foot|feet)$/, 'length', 30.48],
  [/^miles?$/, 'length', 160934],
  [/^(?:g|grams?)$/, 'weight', 0.001],
  [/^(?:kg|kgs|kilos?|kilograms?)$/, 'weight', 1],
  [/^(?:lbs?|pounds?)$/, 'weight', 0.4536],
  [/^(?:tons?|tonnes?)$/, 'weight', 1000],
  [/^(?:dollars?|bucks|euros?|usd|eur|gbp)$/, 'money', 1],
  [/^cents?$/, 'money', 0.01],
  [/^(?:%|percent|per\s?cent)$/, 'percent', 1],
  [
    /^(?:people|persons?|players?|guests?|kids?|children|child|adults?|jumpers?|riders?|members?|participants?|visitors?|customers?|passengers?|attendees?|teens?|toddlers?|babies|baby|students?|pupils?|diners?|racers?|drivers?)$/,
    'people',
    1,
  ],
];
const MONTHS = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)$/i;
/** words after a number that name no unit ("5 and under", "2 to 6", "3 or more") */
const CONNECTORS = new Set(
  'a an the and or to of per for in on at by with from than through thru up down over under is are was were be each every this that it its their our your my no not only more less fewer plus off out into as'.split(
    ' ',
  ),
);

/** things numbered one by one: the number after them is a name ("lane 6", "gate 2", "extension 214") */
const LABELLED =
  /^(?:lanes?|doors?|gates?|rooms?|zones?|tables?|rows?|levels?|floors?|channels?|extensions?|ext|bays?|courts?|tracks?|screens?|studios?|aisles?|lockers?|booths?|stations?|tills?|registers?|counters?|desks?|pods?|cabins?|platforms?|exits?|entrances?|terminals?|cameras?|steps?|options?|numbers?|no|units?|sections?|blocks?|halls?|rinks?|pitch(?:es)?|fields?|holes?|rides?|machines?|cabinets?)$/;

function unitOf(word: string): { dim: Dimension; scale: number } | null {
  const w = word.toLowerCase();
  for (const [re, dim, scale] of UNITS) if (re.test(w)) return { dim, scale };
  return null;
}

const measured = (dim: Dimension, scale = 1): Measured => (scale === 1 ? { dim } : { dim, scale });

/** What a table column's values measure, from its name ("Minimum age", "Max players", "Nights stayed"), when it says. */
export function dimensionOfColumn(column: string): Measured {
  const words = column.toLowerCase().match(/[\p{L}%]+/gu) ?? [];
  if (words.some((w) => /^(?:age|ages|aged)$/.test(w))) return measured('age');
  if (words.some((w) => /^(?:capacity|size|seats|headcount)$/.test(w))) return measured('people');
  for (const w of words) {
    const unit = unitOf(w);
    if (unit && unit.dim !== 'length' && unit.dim !== 'weight') return measured(unit.dim, unit.scale);
  }
  if (words.some((w) => /^(?:height|tall)$/.test(w))) return measured('length');
  // (a game's price may be in the arcade's own money: "Credits per play")
  if (words.some((w) => /^(?:price|cost|fee|fees|deposit|charge|rate|pay|wage|salary|prize|credits?|tokens?|coins?)$/.test(w))) return measured('money');
  return {};
}

/**
 * What the number found at [at, afterNumber) measures, its phrase ending at `end` (or `end` = afterNumber), in a text
 * that may be one cell of a column: the unit after it, else the word before it, else the column's measure.
 */
export function dimensionAround(text: string, at: number, afterNumber: number, end: number, column?: string): Measured {
  if (/[$€£¥]\s?$/.test(text.slice(Math.max(0, at - 2), at))) return measured('money');
  const before = text.slice(0, at).toLowerCase();
  const previous = /([\p{L}]+)[\s-]*$/u.exec(before)?.[1];
  if (previous && MONTHS.test(previous)) return measured('date');
  const after = (from: number) => /^\s*-?\s*([\p{L}%]+)(?:[\s-]+([\p{L}]+))?/u.exec(text.slice(from));
  for (const from of afterNumber === end ? [afterNumber] : [afterNumber, end]) {
    const m = after(from);
    if (!m) continue;
    const [first, second] = [m[1]!.toLowerCase(), m[2]?.toLowerCase()];
    if (CONNECTORS.has(first)) continue;
    const unit = unitOf(first);
    // "a 4-year-old", "6 years old", "18 months old": an age, in years
    if (unit && unit.dim === 'duration' && (second === 'old' || second === 'olds')) return measured('age', unit.scale / 525600);
    if (unit) return measured(unit.dim, unit.scale);
    if (/^(?:st|nd|rd|th)$/.test(first)) return measured('date');
    if (MONTHS.test(first)) return measured('date');
    // a plural noun counts things of its own ("8 tickets", "3 hints"); any other word says nothing ("under 8 must…")
    if (first.length >= 4 && /[^s]s$/.test(first)) return measured(`noun:${first.replace(/(?:es|s)$/, '')}`);
    break;
  }
  if (previous && /^(?:age|ages|aged)$/.test(previous)) return measured('age');
  // "lane 6", "fire door 5", "channel 3": a number naming one of its kind, no quantity
  if (previous && LABELLED.test(previous)) return measured('label');
  if (/\b(?:group|groups|party|parties|team|teams|class|family|families|crowd|table)\s+of\s*$/.test(before)) return measured('people');
  const digits = /^\d{4}$/.test(text.slice(at, afterNumber)) && Number(text.slice(at, afterNumber));
  if (digits && digits >= 1900 && digits <= 2100) return measured('calendar');
  return column ? dimensionOfColumn(column) : {};
}

/** What "how many …" counts ("how many axe throwing lanes are there": lanes), when the question says. */
const COUNTED =
  /\bhow\s+many\s+((?:[\p{L}-]+\s+){0,3}?[\p{L}-]+)\s+(?:do|does|did|is|are|was|were|can|could|will|would|should|must|has|have|get|gets|go|fit|work|at|in|on|per|for|there)\b/iu;
export function countedMeasure(question: string): Dimension | undefined {
  const noun = COUNTED.exec(question)?.[1]?.split(/\s+/).at(-1);
  return noun ? dimensionAround(`1 ${noun}`, 0, 1, 1).dim : undefined;
}

/** Numbers of different known measures never answer each other; an unknown measure compares with any. */
export const compatible = (a: Dimension | undefined, b: Dimension | undefined) => a === undefined || b === undefined || a === b;
