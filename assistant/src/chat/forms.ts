/**
 * Forms of one word that the english stemmer does not join: irregular inflections ("drove" / "drive"), verb and noun
 * of one action ("deliver" / "delivery", "pay" / "payment"), and the parts of a compound ("stocktake" → "stock",
 * "take"). General English morphology, not the words of any one document set. A form counts only when the index holds
 * it (../search looks every form up in the statement that stems the question).
 */

/** Irregular verbs (base, past, participle) and nouns whose forms share no stem. */
export const IRREGULAR_FORMS: string[][] = [
  ['bring', 'brought'],
  ['buy', 'bought'],
  ['catch', 'caught'],
  ['teach', 'taught'],
  ['think', 'thought'],
  ['fight', 'fought'],
  ['seek', 'sought'],
  ['sell', 'sold'],
  ['tell', 'told'],
  ['hold', 'held'],
  ['keep', 'kept'],
  ['sleep', 'slept'],
  ['sweep', 'swept'],
  ['feel', 'felt'],
  ['deal', 'dealt'],
  ['mean', 'meant'],
  ['lend', 'lent'],
  ['send', 'sent'],
  ['spend', 'spent'],
  ['build', 'built'],
  ['lose', 'lost', 'loss'],
  ['meet', 'met'],
  ['feed', 'fed'],
  ['lead', 'led'],
  ['lay', 'laid'],
  ['pay', 'paid'],
  ['say', 'said'],
  ['find', 'found'],
  ['stand', 'stood'],
  ['understand', 'understood'],
  ['sit', 'sat'],
  ['win', 'won'],
  ['hang', 'hung'],
  ['dig', 'dug'],
  ['stick', 'stuck'],
  ['strike', 'struck'],
  ['shoot', 'shot'],
  ['run', 'ran'],
  ['begin', 'began', 'begun'],
  ['swim', 'swam', 'swum'],
  ['drink', 'drank', 'drunk'],
  ['ring', 'rang', 'rung'],
  ['sing', 'sang', 'sung'],
  ['give', 'gave', 'given'],
  ['forgive', 'forgave', 'forgiven'],
  ['take', 'took', 'taken'],
  ['shake', 'shook', 'shaken'],
  ['wake', 'woke', 'woken'],
  ['break', 'broke', 'broken'],
  ['speak', 'spoke', 'spoken'],
  ['steal', 'stole', 'stolen'],
  ['choose', 'chose', 'chosen', 'choice'],
  ['freeze', 'froze', 'frozen'],
  ['drive', 'drove', 'driven'],
  ['ride', 'rode', 'ridden'],
  ['write', 'wrote', 'written'],
  ['rise', 'risen'],
  ['hide', 'hid', 'hidden'],
  ['bite', 'bitten'],
  ['eat', 'ate', 'eaten'],
  ['fall', 'fell', 'fallen'],
  ['forget', 'forgot', 'forgotten'],
  ['get', 'got', 'gotten'],
  ['see', 'saw', 'seen'],
  ['do', 'did', 'done'],
  ['go', 'went', 'gone'],
  ['come', 'came'],
  ['become', 'became'],
  ['wear', 'wore', 'worn'],
  ['tear', 'tore', 'torn'],
  ['swear', 'swore', 'sworn'],
  ['fly', 'flew', 'flown', 'flight'],
  ['draw', 'drew', 'drawn'],
  ['grow', 'grew', 'grown', 'growth'],
  ['throw', 'threw', 'thrown'],
  ['know', 'knew', 'known', 'knowledge'],
  ['show', 'showed', 'shown'],
  ['blow', 'blew', 'blown'],
  ['make', 'made'],
  ['have', 'had'],
  ['hear', 'heard'],
  ['shine', 'shone'],
  // nouns and verbs or adjectives whose forms share no stem
  ['maintain', 'maintenance'],
  ['receive', 'receipt', 'reception'],
  ['decide', 'decision'],
  ['permit', 'permission'],
  ['admit', 'admission'],
  ['submit', 'submission'],
  ['apply', 'application'],
  ['enter', 'entry', 'entrance'],
  ['succeed', 'success'],
  ['prove', 'proof'],
  ['weigh', 'weight'],
  ['high', 'height'],
  ['tall', 'height'],
  ['hot', 'heat'],
  ['warm', 'warmth'],
  ['long', 'length'],
  ['wide', 'width'],
  ['deep', 'depth'],
  ['strong', 'strength'],
  ['sell', 'sale'],
  ['die', 'death', 'dead'],
  ['describe', 'description'],
  ['explain', 'explanation'],
  ['pronounce', 'pronunciation'],
  ['child', 'children'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['foot', 'feet'],
  ['tooth', 'teeth'],
  ['mouse', 'mice'],
];

const VOWEL = /[aeiou]/;

/**
 * The noun of a verb and the verb of a noun by regular suffixes ("deliver" → "delivery", "payment" → "pay",
 * "arrival" → "arrive", "registration" → "register", "storage" → "store"), as surface words to look up. Forms the
 * english stemmer already joins ("inspect" / "inspection") come back as the same stem and change nothing.
 */
export function derivedForms(word: string): string[] {
  const w = word.toLowerCase();
  if (w.length < 3 || !/^[a-z]+$/.test(w)) return [];
  const forms = new Set<string>();
  const stem = w.endsWith('e') ? w.slice(0, -1) : w;
  // verb → noun (-al, -ion and most others the stemmer joins already: "arrival", "inspection")
  forms.add(`${w}ment`);
  if (w.length >= 4) {
    forms.add(`${stem}ure`);
    forms.add(`${stem}age`);
    forms.add(`${stem}ation`);
    forms.add(`${stem}ance`);
    forms.add(`${stem}ence`);
  }
  // "deliver" → "delivery", "recover" → "recovery" (only after -er: "part" is no "party", "director" no "directory")
  if (w.endsWith('er')) forms.add(`${w}y`);
  // noun → verb
  const strip = (suffix: string, ...ends: string[]) => {
    if (!w.endsWith(suffix)) return;
    const base = w.slice(0, -suffix.length);
    if (base.length < 3 || !VOWEL.test(base)) return;
    for (const end of ends) forms.add(base + end);
  };
  for (const suffix of ['ments', 'ment', 'ances', 'ance', 'ences', 'ence']) strip(suffix, '');
  for (const suffix of ['ures', 'ure', 'ages', 'age', 'ations', 'ation']) strip(suffix, '', 'e');
  if (/er(?:y|ies)$/.test(w)) forms.add(w.replace(/(?:y|ies)$/, ''));
  // the one who does it: "drive" → "driver", "bowl" → "bowler", "operate" → "operator"; and back
  if (w.length >= 4 && !/(?:er|or)s?$/.test(w)) {
    forms.add(w.endsWith('e') ? `${w}r` : `${w}er`);
    if (w.endsWith('ate')) forms.add(`${stem}or`);
  }
  for (const suffix of ['ers', 'er', 'ors', 'or']) strip(suffix, '', 'e');
  forms.delete(w);
  return [...forms];
}

/**
 * The ways a compound word splits into two words ("overtime" → "over" + "time", "stocktake" → "stock" + "take"): each
 * part at least three letters and one at least four ("carpet" is no "car" + "pet"). Which split is meant, if any, the
 * index decides (../search: both parts must be words it knows, or stop words).
 */
export function compoundSplits(word: string): [string, string][] {
  const w = word.toLowerCase();
  if (w.length < 6 || !/^[a-z]+$/.test(w)) return [];
  const splits: [string, string][] = [];
  for (let i = 3; i <= w.length - 3; i++) if (i >= 4 || w.length - i >= 4) splits.push([w.slice(0, i), w.slice(i)]);
  return splits;
}
