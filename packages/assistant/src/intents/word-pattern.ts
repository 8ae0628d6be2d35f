/** Regular expressions over folded text that only match whole words. */
export function words(body: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\d])(?:${body})(?![\\p{L}\\d])`, 'u');
}

/** The same, anchored at the start of the message (after optional politeness). */
export function startsWith(body: string): RegExp {
  return new RegExp(`^[\\s¿¡]*(?:(?:please|por favor|pls|plz|hey|ei|oye|ok|okay|so|entao|entonces|bueno|ah|oh|oops|ops|opa|ups|uy|sorry|desculpa|perdon|perdao|hmm|hm|nvm|never ?mind|wait|espera|pensando bem|pensandolo bien|mejor)[,!.]?\\s+)?(?:${body})(?![\\p{L}\\d])`, 'u');
}
