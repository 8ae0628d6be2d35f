/** Regular expressions over folded text that only match whole words. */
export function words(body: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`, 'u');
}

/**
 * What people put before a command without changing it: politeness, interjections ("ugh", "putz",
 * "chale") and requests ("can you", "pode", "puedes"). Up to three in a row ("ok so can you ...").
 */
const PREFIX =
  'please|por favor|pls|plz|porfa|pfv|hey|ei|oye|ok|okay|so|entao|entonces|bueno|ah|oh|oops|ops|opa|ups|uy|ugh|argh|uh|uhh|um|umm|eh|ay|putz|poxa|vish|chale|uff|pucha|sorry|desculpa|perdon|perdao|hmm|hm|nvm|never ?mind|wait|hold on|espera|pera|pensando bem|pensandolo bien|mejor|' +
  'can you|could you|would you|can u|could u|pode|poderia|voce pode|vc pode|podes|puedes|podrias|me puedes|me podes|me podrias';

/** The same, anchored at the start of the message (after optional politeness). */
export function startsWith(body: string): RegExp {
  return new RegExp(`^[\\s¿¡]*(?:(?:${PREFIX})[,!.]?\\s+){0,3}(?:${body})(?![\\p{L}\\d])`, 'u');
}
