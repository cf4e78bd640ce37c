import { asLimit } from './superlatives';
/**
 * Everyday phrases of questions and the word documents use for them ("pick up" a tablet → "collect"): applied to a
 * question part's words only (its text is shown as asked). General English of the workplace, like ./synonyms, not the
 * words of any one document set. Each replacement is a word of a synonym group, so the group's other words count too.
 */
const PHRASES: [RegExp, string][] = [
  [/\b(?:left|leave|leaves|leaving|forgot|forgotten|forget)\b((?:\s+\S+){0,3}?)\s+behind\b/gi, 'lost$1'],
  [/\bpick(?:s|ed|ing)?\s+(?:it\s+|them\s+|one\s+)?up\b/gi, 'collect'],
  [/\b(?:sign|log)(?:s|ged|ging|ed)?[\s-]*(?:ins?|ons?)(?:to)?\b/gi, 'login'],
  [/\b(?:clock|punch)(?:es|s|ed|ing)?\s+(?:in|out|on|off)\b/gi, 'clock'],
  [/\b(?:show|turn)(?:s|ed|ing)?\s+up\b/gi, 'attend'],
  // ("when does the rota go up", not "who goes out to meet the bus")
  [/\b(?:come|comes|coming|came|go|goes|going|went)\s+(?:out|up|live|online)\b(?!\s+(?:to|and|for|with|into|of)\b)/gi, 'posted'],
  [/\b(?:money|cash)\s+back\b/gi, 'refund'],
  [/\b(?:time|days?)\s+off\b/gi, 'vacation'],
  [/\bcall(?:s|ed|ing)?\s+in\s+sick\b/gi, 'sick call'],
  // phrasal verbs: the one verb documents write for them
  [/\btime[\s-]+clocks?\b/gi, 'clock'],
  [/\bdrop(?:s|ped|ping)?\s+(?:(?:it|them|the\s+\w+|\w+)\s+)?off\b/gi, 'deliver'],
  [/\b(?:hand|turn|send)(?:s|ed|ing)?\s+(?:it\s+|them\s+)?in\b/gi, 'submit'],
  [/\bfill(?:s|ed|ing)?\s+(?:it\s+|them\s+)?(?:out|in)\b(?!\s+for)/gi, 'complete'],
  [/\bsign(?:s|ed|ing)?\s+off(?:\s+on)?\b/gi, 'approve'],
  [/\b(?:turn|switch|power)(?:s|ed|ing)?\s+((?:the\s+|a\s+|an\s+)?\S+\s+)?on\b|\b(?:power|boot|start)(?:s|ed|ing)?\s+(?:it\s+|them\s+)?up\b/gi, 'power $1'],
  [/\b(?:turn|switch|power|shut)(?:s|ed|ing)?\s+((?:the\s+|a\s+|an\s+)?\S+\s+)?(?:off|down)\b/gi, 'shut $1'],
  [
    /\b(?:say|says|said|saying|read|reads|call|calls|called|calling)\b((?:\s+\S+){0,4}?)\s+(?:on|over|through)\s+the\s+(?:pa|p\.a\.|speakers?|loudspeakers?|intercom|tannoy)\b/gi,
    'announce$1 speaker',
  ],
  [/\b(\d+)[\s-]+years?[\s-]+olds?\b/gi, 'age $1'],
  [/\bby\s+(?:myself|yourself|himself|herself|themselves|ourselves|oneself)\b|\bon\s+(?:my|your|his|her|their|our|one's)\s+own\b/gi, 'alone'],
  [/\b(?:write|writes|wrote|written|writing)\s+(?:it\s+|them\s+)?up\b/gi, 'report'],
  [/\b(?:get|gets|got|getting)\s+((?:\S+\s+){0,2}?)back\b/gi, 'return $1'],
  [/\b(?:give|gave|given|gives|giving|bring|brings|brought|bringing|hand|hands|handed|handing|take|takes|took|taken|taking)\s+((?:\S+\s+){0,2}?)back\b/gi, 'return $1'],
  [/\bput(?:s|ting)?\s+(?:it\s+|them\s+)?away\b/gi, 'store'],
  [/\b(?:throw|throws|threw|thrown|throwing)\s+(?:it\s+|them\s+)?(?:away|out)\b/gi, 'discard'],
  [/\bsign(?:s|ed|ing)?\s+up\b/gi, 'register'],
  // ("when does the technician come round?"; "where do pallets come in" is no visit)
  [/\b(?:(?:come|comes|coming|came|pop|pops|popped|drop|drops|dropped)\s+(?:round|around|by|over)|(?:pop|pops|popped|drop|drops|dropped)\s+in)\b(?=\s*[?.!]?\s*$)/gi, 'visit'],
  [/\bcall(?:s|ed|ing)?\s+(?:it\s+)?off\b/gi, 'cancel'],
  [/\b(?:hand|hands|handed|handing|give|gives|gave|giving)\s+out\b/gi, 'distribute'],
  [/\bfill(?:s|ed|ing)?\s+in\s+for\b/gi, 'cover'],
  [/\bfind(?:s|ing)?\s+out\b|\bfound\s+out\b/gi, 'learn'],
  // ("how long is a receipt good for?")
  [/\b(?:good|usable)\s+for\s*(?=[?.!]?\s*$)/gi, 'valid'],
];

/** the words the phrases stand for: when no document uses one, it says how the question is put, not what it asks */
export const PHRASE_WORDS = new Set([...PHRASES.flatMap(([, word]) => word.replace(/\$\d/g, '').split(/\s+/)).filter(Boolean), 'maximum', 'minimum']);

/** The part's text with everyday phrases in the documents' words. */
export function documentWording(text: string): string {
  return PHRASES.reduce((t, [re, word]) => t.replace(re, word), asLimit(text));
}

/** "what's", "dont", "can't": contractions read as their words (the question word found, "dont" never "corrected"). */
export function expandContractions(text: string): string {
  return text
    .replace(/\b(what|where|who|how|when|that|it|there|here)['’]?s\b/gi, '$1 is')
    .replace(/\b(do|does|did|is|are|was|were|has|have|had|could|would|should|must)n['’]?t\b/gi, '$1 not')
    .replace(/\bcan['’]t\b|\bcant\b/gi, 'can not')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\b(i|you|we|they)['’](ve|re|ll|d)\b/gi, (_, who: string, verb: string) => `${who} ${{ ve: 'have', re: 'are', ll: 'will', d: 'would' }[verb.toLowerCase()]}`)
    .replace(/\bi['’]m\b/gi, 'I am');
}
