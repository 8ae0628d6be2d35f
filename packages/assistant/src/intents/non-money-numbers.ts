/**
 * A number is money only in money context. Bare numbers (no currency, no multiplier, no decimals)
 * in these shapes are something else, so a message holding only them records nothing:
 * - times: "at 9", "às 7 da manhã", "a las 6";
 * - identifiers: after a noun that names one ("zip code 10001", "cel 11 ...", "calle 45", "room 204"),
 *   digit groups joined by "-" ("98765-4321", "01310-100", a score "3-1"), a leading zero, a "#",
 *   three numbers in a row ("55 1234 5678"), a route ("the 38 bus", "o 474");
 * - ages and holdings: "I'm 34", "tenho 30", "tengo 25".
 * find-amounts.ts reads every number that could be money; this decides, with the words around it,
 * whether the message means it as money.
 */
import { addAmounts, compareAmounts, divideDecimals, multiplyAmount, normalizeAmount, subtractAmounts } from '@tally/shared/money';
import type { Analysis } from '../analyze';
import type { AmountMention } from '../amounts/find-amounts';
import type { Token } from '../text/tokenize';
import { ALL_PACKS } from '../language/packs/packs';
import type { AmountWords } from '../language/pack';
import { matchLexicon } from '../categories/lexicon';
import { detectType } from '../transactions/detect-type';
import { parseNumberToken } from '../amounts/parse-number';
import { isPluralWord } from '../amounts/quantities';
import { sentenceNumbers, wordsOfSentence } from '../text/sentences';
import { LEG_WORDS } from '../transactions/split-clauses';
import { ACTION_WORDS, STOPWORDS } from '../text/stopwords';
import { range } from '../range';
import { isNumberWord, readWordNumber } from '../amounts/number-words';
import { words } from './word-pattern';

/** Nouns whose number is a label, never a price: "zip code 10001", "calle 45", "room 204". */
const LABEL_NOUNS = new Set(
  `zip zipcode postcode postal cep cp numero number num floor andar calle rua avenida av
   street gate portao seat assento asiento platform plataforma pin code codigo password senha cpf rg dni
   rut nif cuit ssn extension ramal age idade edad score placar marcador chapter capitulo page pagina
   version versao level nivel route ruta puerta terminal muelle paradero anden unit sorte suerte
   apto apt suite bloco bloque size talla tamanho calzo calco aro rt hwy highway fila row lugar setor sector section sec seccion secao`.split(/\s+/),
);
/**
 * A flat or unit and its number make the message an address line: "rua augusta 1500, apto 12",
 * "calle 72 # 10-34 apto 501", "12 elm st apt 4". Every bare number in it is part of the address.
 */
const UNIT_OF_ADDRESS = new Set('apto apt ap suite bloco bloque torre'.split(' '));
/**
 * Orders and parcels are named by long numbers: "order 40213 hasn't arrived", "o pedido 88123",
 * "la guía 772301". A short one after "order" is still a price ("pedido do ifood 45").
 */
const ORDER_NOUNS = new Set('order pedido encomenda tracking rastreio rastreo guia protocolo ticket invoice factura fatura boleto caso reclamo reclamacao expediente'.split(' '));
const ORDER_NUMBER_DIGITS = 5;
/**
 * Things one buys or pays for, whose number is a label only after "is": "my phone is 555 ..."
 * ("celular 2400", "phone line 30" are purchases).
 */
const OWNED_NOUNS = new Set('phone cell cel celular telefone telefono tel fone whatsapp wpp zap line linha linea'.split(' '));
/** A room's number is a label ("room 204"), unless the room is one paid for ("hotel room 150", "escape room 30"). */
const ROOM_NOUNS = new Set(['room', 'habitacion', 'quarto', 'cuarto', 'screen']);
/** A cinema's room: "filme na sala 6", "la peli en la sala 3" ("sofa pra sala 2000" is the living room's sofa). */
const SCREENING = new Set(['filme', 'cinema', 'cine', 'pelicula', 'peli', 'sessao', 'sesion', 'film', 'movie']);
const STAYS = new Set(['hotel', 'motel', 'hostel', 'hostal', 'airbnb', 'pousada', 'posada', 'inn', 'resort', 'escape']);
/** Money paid for a room, anywhere in the message: "airbnb payout for the guest room 640", "rent for the room 500". */
const ROOM_MONEY = new Set([...STAYS, 'payout', 'rent', 'renda', 'renta', 'aluguel', 'alquiler', 'arriendo', 'paid', 'pagou', 'pago', 'pagaron', 'pagaram', 'depositaron', 'deposito']);
function isRoomPaid(tokens: readonly Token[]): boolean {
  return tokens.some((t) => ROOM_MONEY.has(t.norm));
}
/** Words that may stand between a label noun and its number: "my zip code is 10001", "mi número es". */
const LINK_WORDS = new Set('is e es eh code postal number numero n nº : # ='.split(' '));
const COPULAS = new Set(['is', 'e', 'es', 'eh', ':', '=']);
/** "the 38 bus", "o 474", "la 21": a route named by its number. */
const ROUTE_ARTICLES = new Set(['the', 'o', 'a', 'el', 'la']);
/** Between a route's number and its verb: "o 735 não passou", "the 12 hasn't come". */
const ROUTE_NEGATIONS = new Set(["nao", 'no', 'not', "hasn't", 'hasnt', "didn't", 'didnt', 'still', 'ainda', 'todavia']);
/** A route said to be full: its verb, then how full ("estava cheio", "iba petao", "was rammed"). */
const ROUTE_COPULAS = new Set('estava esta ta tava vinha vem iba va venia viene was is came'.split(' '));
const CROWDED = new Set('cheio cheia lotado lotada lleno llena petao petado repleto full packed rammed heaving'.split(' '));
const VEHICLES = new Set('bus buses onibus busao micro colectivo camion tram train trem tren metro linha linea line autocarro autobus guagua'.split(' '));
/**
 * Flights and trains named by a number: "my flight is ua 1123", "o voo é o tp 1347", "vuelo ib 6251",
 * "train 2154 is delayed", "o trem 317 sai às 8h". A number after an airline's code ("ua", "g3", "la")
 * is a flight when the message speaks of flying; a number after the vehicle or the airline's name is
 * one when the message also says when or how it runs (a clock time, "delayed", "sai", "llega"):
 * "flight to lisbon 320" and "ua flight 450" are tickets bought.
 */
const FLYING = new Set(
  `flight flights voo voos vuelo vuelos airline airlines aerolinea aerolineas gate gates portao puerta boarding embarque embarco
   embarcamos embarca embarcar airport aeroporto aeropuerto terminal`.split(/\s+/),
);
const AIRLINE_CODE = /^(?:[a-z][a-z0-9]|[0-9][a-z])$/;
const PRONOUNS_NOT_CODES = new Set(['me', 'us', 'it', 'te', 'le', 'lo', 'mi', 'tu', 'eu', 'yo', 'vc', 'he', 'we']);
const RUN_BY_NUMBER = new Set(
  `flight voo vuelo train trem tren bus onibus busao autocarro camioneta guagua colectivo micro camion ferry balsa
   azul gol latam tap iberia avianca aeromexico volaris vivaaerobus jetsmart sky delta united american southwest
   ryanair easyjet vueling klm lufthansa emirates copa jetblue spirit frontier alaska aerolineas lingus airways wizz norwegian qatar
   turkish virgin`.split(/\s+/),
);
/** The airlines among them: their number runs late or leaves, it does not just come ("came thru" is money arriving). */
const AIRLINES = new Set(
  `azul gol latam tap iberia avianca aeromexico volaris vivaaerobus jetsmart sky delta united american southwest ryanair easyjet vueling klm
   lufthansa emirates copa jetblue spirit frontier alaska aerolineas lingus airways wizz norwegian qatar turkish virgin`.split(/\s+/),
);
/** Verbs of taking a bus or train: "tomo la micro 210", "pego o 474", "catch the 46a". */
const TAKES = new Set('tomo tome tomamos tomar cojo cogi cogemos coger pego peguei pegamos pegar apanho apanhei take took taking catch caught'.split(' '));
const HABIT = new Set('todos todas every everyday daily siempre sempre always'.split(' '));
const AT_HOUR = new Set(['las', 'at', 'as']);
/** Verbs of a bus or train coming: "the 38 came late", "o 474 passou". */
const COMING = new Set('came passou passa veio pasa paso vino viene vienen vem comes'.split(' '));
const RUNNING = new Set(
  `delayed late cancelled canceled lands landed landing leaves leaving departs departed departure arrives arriving arrival boarding
   atrasou atrasado atrasada atrasados cancelado cancelada cancelou sai saiu chega chegou pousa pousou decola decolou parte partiu
   sale salio llega llego aterriza aterrizo despega despego retrasado retrasada demorado demorada cancelaron
   came passou passa veio pasa paso vino viene vienen vem comes tarda tardo demora demorou demoro takes demorando tardando`.split(/\s+/),
);
/** Charges a running word may qualify: "late fee", "late charge", "late payment". */
const CHARGES = new Set('fee fees charge charges payment fine penalty'.split(' '));
/** Phone numbers in any national format: digit groups in a row, maybe in brackets or joined by "-". */
const PHONE_DIGITS = 9;
/** A local number ("555 0199") is one only when the message speaks of calling. */
const LOCAL_PHONE_DIGITS = 7;
const CALLING = new Set('call text ring phone cell cel celular telefone telefono whatsapp wpp zap liga ligue llama llamame llamar ligar marca'.split(' '));
/** How far a phone number's groups are looked for on each side ("+52 1 55 1234 5678" spans six tokens). */
const PHONE_REACH = 8;

/** Time prepositions: "at 9", "às 7", "a las 6", "a la 1". */
const TIME_WORDS_AFTER = new Set(
  `am pm h hs hrs horas hours oclock o'clock sharp tonight tomorrow today manha manana tarde noite noche
   madrugada morning evening afternoon night e y and en em`.split(/\s+/),
);
/** The part of the day after an hour: "3 da manhã", "11 de la noche". */
const DAY_PARTS = new Set(
  ['da manha', 'da tarde', 'da noite', 'da madrugada', 'de manha', 'de madrugada', 'de manana', 'de noche', 'de la manana', 'de la tarde', 'de la noche', 'de la madrugada'],
);
/** After these the number is a price per unit, not a time: "3 beers at 6 each". */
const UNIT_PRICE_WORDS = new Set('each cada per a o apiece every por'.split(' '));
/** "I'm 34", "tenho 30", "tengo 25": an age or something one has. */
const HOLDING = new Set(["i'm", 'im', "she's", "he's", 'shes', 'hes', 'tenho', 'tengo', 'tenemos', 'temos']);
/** "turns 7", "cumple 3", "fez 40", "completa 18": an age, so a small number ("un completo 3.000" is a hot dog's price). */
const TURNING = new Set([
  'turned', 'turning', 'turns', 'turn', 'cumpli', 'cumplo', 'cumple', 'cumplen', 'cumplio', 'cumplira', 'fez', 'faz', 'fara',
  'completa', 'completou', 'completo', 'aged',
]);
/** Places that take money in (TypeCues.takings.places). */
const PLACES: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.takings.places));
/**
 * People and pets, whose number after "is", "tem" or "tiene" is an age: "my sister is 34", "minha mãe
 * tem 63", "mi abuela tiene 88", "our dog is 12" ("my son's birthday cake 34" is a price).
 */
const KIN = new Set(
  `youngest oldest eldest boss mam mammy mom mum mother dad father son daughter kid kids child children baby brother sister bro sis wife husband girlfriend boyfriend
   gf bf partner grandma grandmother grandpa grandfather granny gran grandad nana nan niece nephew cousin aunt uncle friend dog cat puppy
   mae pai filho filha filhos filhas bebe irmao irma esposa marido namorada namorado vo vovo avo avos neto neta sobrinho sobrinha
   primo prima tia tio amigo amiga cachorro cachorra gato gata
   mama mami papa papi madre padre hijo hija hijos hijas nene nena hermano hermana esposo novio novia abuela abuelo abu nieto
   nieta sobrino sobrina perro perrita perrito`.split(/\s+/),
);
const AGE_VERBS = new Set(['is', 'are', 'was', 'were', 'tem', 'tiene', 'tienen', 'tinha', 'tenia']);
/** People named by what they are, whose age may be said: "the bride was 24", "the lad was about 12". */
const PERSONS = new Set('bride groom lad lads guy fella bloke girl boy man woman kid baby senhora senhor menino menina rapaz moca chico chica señora senora señor senor nene nena pibe piba'.split(' '));
const WHO_HAS = new Set(['que', 'quien', 'ela', 'ele', 'ella', 'el']);
const PEOPLE_OF_AGE = new Set('chavales chavalas ninos ninas chicos chicas pibes pibas criancas meninos meninas miudos miudas adolescentes kids'.split(' '));
const APPROXIMATELY = new Set(['about', 'like', 'around', 'uns', 'unos', 'como']);
/** "tá com 40", "tô com 30": what one has, or one's age. */
const HAS_WITH = new Set(['ta', 'to', 'tou', 'esta', 'estou']);
const MAX_AGE = 120;
/** Pets among KIN, whose ages stay small: "the dog is 12", not "the dog was 80". */
const PETS = new Set('dog cat puppy kitten cachorro cachorra gato gata perro perra perrita perrito'.split(' '));
const MAX_PET_AGE = 30;
/** "for the dog", "pro meu filho", "para mi hija": the one something was bought for. */
const FOR_SOMEONE = new Set(['for', 'pro', 'pra', 'para', 'pa', 'pal']);
const POSSESSIVES = new Set('the my our his her their o a meu minha nosso nossa el la mi mis su nuestro nuestra'.split(' '));

/**
 * What a number counts when it is not money: distances, steps, time, weight of a body, points,
 * years of age, jobs done ("12 mil pasos", "5k in 27 min", "3 km", "10 reps", "7 years old",
 * "6 foot 2", "fiz 14 entregas hoje").
 */
const UNIT_NOUNS = new Set(
  `step steps paso pasos passo passos km kms kilometer kilometers kilometre kilometres quilometro quilometros kilometro kilometros
   mile miles milla millas milha milhas meter meters metre metres metro metros min mins minute minutes minuto minutos hr hrs hour hours
   hora horas sec secs second seconds segundo segundos rep reps repeticiones repeticoes lap laps vuelta vueltas volta voltas set sets serie series
   kcal cal calorie calories caloria calorias point points punto puntos ponto pontos goal goals gol gols goles year years ano anos ano anios
   pushups flexiones flexoes abdominales abdominais degree degrees grau graus grado grados celsius fahrenheit
   inch inches polegada polegadas pulgada pulgadas sq sqft ft foot feet pe pes mpg kmpl gb tons tonnes toneladas gal gals
   mb mega megas giga gigas mbps gigabytes megabytes m2 mts vbucks v-bucks robux gems
   entregas deliveries corridas rides viagens viajes trips clientes customers clients pedidos orders domicilios carreras
   diarias noites noches nights
   followers follower seguidores seguidor likes curtidas views visualizacoes visualizaciones subs subscribers inscritos suscriptores
   criancas pessoas convidados ninos personas invitados people guests adultos adults
   streams downloads reproducciones comentarios comments`.split(/\s+/),
);
/**
 * Done, the number after them is a distance or a count: "ran 5k", "corrí 10", "nadei 2 mil". Past
 * forms only: "costco run 140" and "corrida de uber 25" are money.
 */
const ACTIVITY_VERBS = new Set(
  `ran jogged walked swam biked cycled hiked corri caminhei nadei pedalei trotei camine caminamos nade pedalee trote recorri`.split(/\s+/),
);
/**
 * Grades and scores: "tirei 9,5 na prova", "saqué un 7 en el parcial", "credit score went up to
 * 742", "got a 92 on the exam". Marks are named by these words...
 */
const MARK_WORDS = new Set('score scores gpa puntaje puntuacion pontuacao calificacion calificaciones grade grades placar marcador'.split(' '));
/** ...or by a test and a verb of getting a mark, with a number up to 100 ("exame de sangue 150" is money). */
const TEST_NOUNS = new Set(
  'prova provas exame examen examenes exam exams teste test tests quiz midterm midterms final finals parcial parciales boletim prueba pruebas selectividad certamen evaluacion'.split(' '),
);
const GOT_A_MARK = new Set('tirei tire tiramos saquei saque sacamos got scored get tirou tiraram tiro tiraron sacou sacaram saco sacaron gets'.split(' '));
/** Verbs of having that give a mark only right before it: "tive 17 valores no exame", "he sacado un 8,5" ("tive que pagar 80 do exame" paid). */
const HAD_A_MARK = new Set('tive teve tivemos tuve tuvo sacado'.split(' '));
const MARK_ARTICLES = new Set(['un', 'uma', 'um', 'a', 'an']);
/** School subjects, a test only after "in" ("sacó un 7 en mate", "tirou 8 em história"): "un saco de mate" is yerba. */
const SUBJECTS = new Set(
  `math maths mate mates matematica matematicas historia history fisica physics quimica chemistry biologia biology ingles english
   portugues geografia geography ciencias science lengua literatura redacao`.split(/\s+/),
);
const IN_SUBJECT = new Set(['en', 'em', 'na', 'no', 'in', 'on']);
/** A match's result: "perdeu de 3 a 0", "ganamos 2 a 1", "won 3 to 1", "empatamos 1 x 1". */
const MATCH_WORDS = new Set(
  `perdeu perdemos perdi ganhou ganhamos ganhei empatou empatamos perdio perdimos perdi gano ganamos gane empato empatamos won lost beat tied
   draw jogo partido game match time equipo team goleada`.split(/\s+/),
);
const SCORE_JOINERS = new Set(['a', 'x', 'to', 'vs', 'by', '-']);

const isBare = (m: AmountMention): boolean => m.currency === null && !m.hasMultiplier && !m.hasDecimals && !m.isWords;

/**
 * Words before an hour that say "by then" or "from then": "sleep till 3", "call me after 6", "back
 * before 5", "hasta las 4", "até as 5". Unlike "at", never a price each ("3 beers at 6").
 */
const UNTIL_OR_AFTER = new Set('till til until after before hasta ate antes depois despues desde'.split(' '));
/** Articles of an hour after those words: "até as 5", "hasta las 4", "depois das 6", "después de las 3". */
const HOUR_ARTICLES = new Set(['as', 'las', 'la', 'das']);
/** Words of time said before an hour only with its article in Portuguese and Spanish: "depois das 6", "antes de las 9". */
const ARTICLE_BEFORE_HOUR = new Set(['depois', 'despues', 'antes']);
/** Words that open a new clause after an hour: "till 6 so …", "até as 5 então …". */
const CLAUSE_OPENERS = new Set('so then but when because cause cos coz pero entonces mas entao porque pq'.split(' '));
/** Where one got to, said before "by", "around" or "about" and an hour: "got there around 3", "back by 8". */
const ARRIVED = new Set('there home back here in out ready done finished left arrived landed'.split(' '));

/**
 * A time of day. `isStrict` (there is money beside it) keeps only the unmistakable ones: a time
 * word after the number ("às 4 da manhã", "at 9 pm") or a word of until/after before it; a bare
 * "lunch at 12, coffee 3" may be a price.
 */
function isTime(tokens: readonly Token[], i: number, value: number, isStrict = false): boolean {
  if (value > 24) return false;
  // "sai de la 3 da manha", "a la 1 en punto", "às 11 de la noche": the part of the day, or "o'clock", after it.
  const after = `${tokens[i + 1]?.norm ?? ''} ${tokens[i + 2]?.norm ?? ''}`;
  // ("cafezinho 4 de manhã": after the thing it bought, the number is its price.)
  const saysPart = DAY_PARTS.has(after) || DAY_PARTS.has(`${after} ${tokens[i + 3]?.norm ?? ''}`) || after === 'en punto' || after === 'em ponto';
  if (saysPart && STOPWORDS.has(tokens[i - 1]?.norm ?? '')) return true;
  // A span of hours: "7 till 7", "shift's 7 till 3" (the first hour; the second is read after "till").
  if (['till', 'til', 'until', 'ate', 'hasta'].includes(tokens[i + 1]?.norm ?? '') && tokens[i + 2]?.kind === 'num' && Number(tokens[i + 2]?.norm) <= 24) return true;
  const prev = tokens[i - 1]?.norm;
  const prev2 = tokens[i - 2]?.norm;
  const next = tokens[i + 1];
  const nextWord = next?.kind === 'word' ? next.norm : undefined;
  const isClauseEnd = !next || next.kind === 'sym' || next.kind === 'nl';
  // "delivery coming thursday between 8 and 1", "entre 8 e 12", "entre las 8 y la 1": a span of hours, both ends.
  const isHour = (j: number) => tokens[j]?.kind === 'num' && /^\d{1,2}$/u.test(tokens[j]!.norm) && Number(tokens[j]!.norm) <= 24;
  /** The word before the number at j, past the hour's article ("las 8"). */
  const wordBefore = (j: number) => (HOUR_ARTICLES.has(tokens[j - 1]?.norm ?? '') ? j - 2 : j - 1);
  const before = wordBefore(i);
  if (BETWEEN.has(tokens[before]?.norm ?? '') && SPAN_AND.has(nextWord ?? '') && (isHour(i + 2) || isHour(i + 3))) return true;
  if (SPAN_AND.has(tokens[before]?.norm ?? '') && isHour(before - 1) && BETWEEN.has(tokens[wordBefore(before - 1)]?.norm ?? '')) return true;
  // "till 3", "até as 5", "después de las 3".
  let k = i - 1;
  if (HOUR_ARTICLES.has(tokens[k]?.norm ?? '')) k -= 1;
  if (tokens[k]?.norm === 'de' && UNTIL_OR_AFTER.has(tokens[k - 1]?.norm ?? '')) k -= 1;
  // ("o sorvete depois 18": Portuguese and Spanish say the hour after "depois"/"después" with its article, "depois das 6".)
  const isBareAfter = k === i - 1 && ARTICLE_BEFORE_HOUR.has(prev ?? '');
  if (!isBareAfter && (k < i - 1 ? UNTIL_OR_AFTER.has(tokens[k]?.norm ?? '') : UNTIL_OR_AFTER.has(prev ?? ''))) {
    if (nextWord && UNIT_PRICE_WORDS.has(nextWord)) return false;
    // ("kids were at their nans till 6 so sure why not": a new clause opens after the hour.)
    return isClauseEnd || (nextWord !== undefined && ((TIME_WORDS_AFTER.has(nextWord) && !['e', 'y', 'and', 'en', 'em'].includes(nextWord)) || CLAUSE_OPENERS.has(nextWord)));
  }
  // "got there around 3", "drove back by 8", "home about 6": when one arrived.
  if ((prev === 'by' || prev === 'around' || prev === 'about' || prev === 'round') && ARRIVED.has(prev2 ?? '') && value <= 12 && (isClauseEnd || CLAUSE_OPENERS.has(nextWord ?? '') || nextWord === 'and')) return true;
  // "booked for half 7", "at half 8": half past the hour, in Britain and Ireland.
  if (prev === 'half' && ['for', 'at', 'by', 'til', 'till', 'until', 'from'].includes(prev2 ?? '') && value <= 12) return true;
  // "a las 9", "ya son las 9", "eran las 10".
  if (prev === 'las' && (prev2 === 'a' || prev2 === 'son' || prev2 === 'eran' || prev2 === 'desde')) return true;
  if (prev === 'la' && prev2 === 'a' && value === 1) return true;
  if (prev !== 'at' && prev !== 'as') return false;
  if (nextWord && UNIT_PRICE_WORDS.has(nextWord)) return false;
  // The number ends the message or a clause, or a time word follows ("at 9 pm", "às 7 da manhã").
  if (isClauseEnd) return !isStrict || prev === 'as';
  if (nextWord === 'da' || nextWord === 'de') return ['manha', 'tarde', 'noite', 'manana', 'noche', 'madrugada'].includes(tokens[i + 2]?.norm ?? '');
  return nextWord !== undefined && TIME_WORDS_AFTER.has(nextWord) && (!isStrict || !['e', 'y', 'and', 'en', 'em'].includes(nextWord));
}

const BETWEEN = new Set(['between', 'entre']);
const SPAN_AND = new Set(['and', 'e', 'y']);

const OF_WORDS = new Set(['of', 'de', 'do', 'da', 'del']);
/** Label nouns of places, whose number stays a label after "of". */
const PLACE_LABELS = new Set('calle rua avenida av street floor andar apto apt suite bloco bloque puerta portao gate terminal row fila'.split(' '));
/** A label noun that ends a thing's name with the word before it is that thing: "car seat 120", "garden gate 200". */
function isThingBought(tokens: readonly Token[], k: number): boolean {
  const before = tokens[k - 1];
  if (before?.kind !== 'word') return false;
  // ("o exame de código 30": the label noun names what a thing bought is of.)
  const thing = tokens[k - 2];
  // ("a obra da rua 7": a street's number stays the street's.)
  if (OF_WORDS.has(before.norm) && !PLACE_LABELS.has((tokens[k] as Token).norm) && thing?.kind === 'word' && matchLexicon([thing.norm], 'en') !== undefined) return true;
  return matchLexicon([before.norm, (tokens[k] as Token).norm], 'en')?.length === 2;
}

/** "mi depa es el 1504", "o meu é o 42": a thing said to be "the" number is named by it. */
const LABEL_ARTICLES = new Set(['el', 'o']);
const LABEL_COPULAS = new Set(['es', 'e', 'eh']);
/** "450 elm street", "12 high st": a house number before a street's name. */
const STREET_NOUNS = new Set('street st avenue ave road rd lane ln blvd boulevard drive dr court ct way'.split(' '));
const ZIP_DIGITS = 5;
const RETIREMENT_PLANS = /^(?:401\(?k|403\(?b|457\(?b)/u;
const ADDRESS_RUN = 6;
const NAMING_A_FLAT = new Set('the my our a an this that his her their empty new old rented'.split(' '));
const NOT_A_STREET_NAME = new Set('on at in to for the a an of by from with and my our no na em en de do da el la por para pra via com con'.split(' '));
/** What stands before a house number: the start, a comma, "at", "is", "live", "to". */
const BEFORE_ADDRESS = new Set(['at', 'is', 'live', 'to', 'on', 'from', 'address']);
/**
 * Rooms, lines and channels where something happens at a time: "reunião às 14h30 na sala 3", "la
 * reunión es a las 16:30 en la oficina 502", "o jogo é às 21h na sport tv 1", "sai às 14:52 da linha 3".
 * The number ends the message after one of them, with a clock time in the message.
 */
const SCHEDULE_PLACES = new Set(
  `sala salas oficina office room linha linea line platform plataforma anden canal channel tv court quadra cancha
   field campo mesa table consultorio auditorio auditorium aula classroom gate portao puerta`.split(/\s+/),
);
const LOCATIVES = new Set('na no em en in at on da do de del'.split(' '));

function isSchedulePlace(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if ((next && next.kind !== 'sym' && next.kind !== 'nl') || !SCHEDULE_PLACES.has(tokens[i - 1]?.norm ?? '')) return false;
  const hasLocative = [i - 2, i - 3, i - 4].some((k) => LOCATIVES.has(tokens[k]?.norm ?? ''));
  return hasLocative && tokens.some((_, k) => isClockTime(tokens, k));
}

function isStreetNumber(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  if (prev !== undefined && prev.kind !== 'sym' && prev.kind !== 'nl' && !BEFORE_ADDRESS.has(prev.norm)) return false;
  for (let k = i + 1; k <= i + 3; k += 1) {
    const word = tokens[k];
    // "1420 5th ave": a street named by an ordinal.
    if (word?.kind === 'num' && /^(?:st|nd|rd|th)$/.test(tokens[k + 1]?.norm ?? '') && tokens[k + 1]?.spaced === false) {
      k += 1;
      continue;
    }
    if (word?.kind !== 'word' || NOT_A_STREET_NAME.has(word.norm)) return false;
    if (STREET_NOUNS.has(word.norm)) return k > i + 1;
  }
  return false;
}

/** A trip's day heading a list: "nyc day 1: bagel $6". */
const DAY_WORDS = new Set(['day', 'dia']);
/** "calle mayor 14", "rua augusta 145", "avenida paulista 1578": the street's name, then its number. */
const STREETS_BEFORE_NAME = new Set(['calle', 'rua', 'avenida', 'av', 'avda', 'travessa', 'carrera', 'jiron', 'pasaje', 'alameda']);
// Said as where to meet or where one lives ("quedamos a las 21:30 en calle mayor 14"): "estacionamento
// na avenida paulista 25" is a price.
const ADDRESS_TALK = new Set('morada endereco direccion domicilio address quedamos quedemos meet vemos encontro encontramos moro vivo fica queda located ubicado ubicada localizado localizada moved mudou mudamos'.split(' '));
/** Where a place is ("a loja agora é na rua…", "el local está en av. juárez 1450", "the shop is on main st"). */
const IS_AT = new Set(['e na', 'e no', 'e em', 'esta na', 'esta no', 'esta en', 'es en', 'is on', 'is at']);
const IS_AT_FIRST = new Set([...IS_AT].map((pair) => pair.split(' ')[0]!));
/** How far before its number a street's name may begin ("rua de santa catarina, 214"). */
const STREET_NAME_REACH = 5;
/** The little words inside a street's name ("rua de santa catarina", "calle de la paz"). */
const NAME_LINKS = new Set(['de', 'do', 'da', 'dos', 'das', 'del', 'la']);
/** Whether the message talks of where a place is or when to meet, read once per message (a message of many numbers stays linear). */
const TALKS_OF_ADDRESS = new WeakMap<readonly Token[], boolean>();
function talksOfAddress(tokens: readonly Token[]): boolean {
  let talks = TALKS_OF_ADDRESS.get(tokens);
  if (talks === undefined) {
    talks = tokens.some((t, k) => ADDRESS_TALK.has(t.norm) || (IS_AT_FIRST.has(t.norm) && IS_AT.has(`${t.norm} ${tokens[k + 1]?.norm ?? ''}`)) || isClockTime(tokens, k));
    TALKS_OF_ADDRESS.set(tokens, talks);
  }
  return talks;
}
function isNumberOfStreet(tokens: readonly Token[], i: number): boolean {
  if (!talksOfAddress(tokens)) return false;
  for (let k = i - 2; k >= i - STREET_NAME_REACH && k >= 0; k -= 1) {
    if (!STREETS_BEFORE_NAME.has(tokens[k]?.norm ?? '')) continue;
    // (the name's words, with the abbreviation's dot and a comma before the number: "av. juárez 1450".)
    const name = tokens.slice(k + 1, i).filter((t) => !(t.kind === 'sym' && /^[.,]$/u.test(t.norm)));
    const isNamed = name.some((t) => t.kind === 'word' && !NOT_A_STREET_NAME.has(t.norm));
    return isNamed && name.every((t) => t.kind === 'word' && (!NOT_A_STREET_NAME.has(t.norm) || NAME_LINKS.has(t.norm)));
  }
  return false;
}

/** A number written in thousands ("190.450", "2,400,000"): an amount, never an address or an order's number. */
const THOUSANDS = /^\d{1,3}(?:[.,]\d{3})+$/;

/** Colombian addresses: a way, its number, "#" or "no.", the crossing's number and the door's ("cra 7 # 45-20", "calle 72 no. 10-34"). */
const NUMBERED_ADDRESS = /^(?:cra|cr|kr|carrera|calle|cll|cl|av|avenida|diagonal|dg|transversal|tv)\.?\s*\d+\s?[a-z]?\s*(?:#|no\.?|n°)\s*\d+\s?[a-z]?\s*-\s*\d+/u;
const ADDRESS_TOKENS = 8;
function isNumberedAddressPart(tokens: readonly Token[], i: number): boolean {
  for (let k = Math.max(0, i - ADDRESS_TOKENS); k < i; k++) {
    if (tokens[k]?.kind !== 'word') continue;
    const run = tokens.slice(k, k + ADDRESS_TOKENS);
    const text = run.map((t) => t.norm).join(' ');
    const match = NUMBERED_ADDRESS.exec(text);
    if (!match) continue;
    // The tokens the address takes: as many as its text holds.
    let length = 0;
    for (let n = 0, used = 0; n < run.length && used < match[0].length; n++, length++) used += run[n]!.norm.length + 1;
    return i < k + length;
  }
  return false;
}

function isIdentifier(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i] as Token;
  const prev = tokens[i - 1];
  const next = tokens[i + 1];
  if (LABEL_ARTICLES.has(prev?.norm ?? '') && LABEL_COPULAS.has(tokens[i - 2]?.norm ?? '') && tokens[i - 3]?.kind === 'word') return true;
  if (isStreetNumber(tokens, i) || isSchedulePlace(tokens, i) || isNumberOfStreet(tokens, i) || isNumberedAddressPart(tokens, i)) return true;
  // "nyc day 1: bagel $6": a day of a trip heading a list ("mother's day 45" is a price).
  if (DAY_WORDS.has(prev?.norm ?? '') && next?.norm === ':') return true;
  // (Written in thousands, "la factura 2.400.000" is its amount.)
  if (token.norm.length >= ORDER_NUMBER_DIGITS && ORDER_NOUNS.has(tokens[i - 1]?.norm ?? '') && !THOUSANDS.test(token.norm)) return true;
  // "apto 42", the house number just before it ("rua augusta 1520 ap 42", "el 502 torre 3") and a zip
  // code; not other numbers of the message ("paid the plumber 220 for the leak in apt 2").
  // ("flat 3" as a unit, not "the empty flat 132", which is what was paid for.)
  const isUnit = (k: number) => UNIT_OF_ADDRESS.has(tokens[k]?.norm ?? '') || (tokens[k]?.norm === 'flat' && !NAMING_A_FLAT.has(tokens[k - 1]?.norm ?? ''));
  const isUnitAt = (k: number) => isUnit(k) && tokens[k + 1]?.kind === 'num';
  const isZip = token.norm.length >= ZIP_DIGITS && tokens.some((_, k) => isUnitAt(k));
  // The numbers of the address before the unit: "carrera 15 # 93-60 apto 402", "1450 oak ridge dr apt 12".
  const leadsToUnit = () => {
    for (let k = i + 1; k <= i + ADDRESS_RUN && k < tokens.length; k++) {
      if (isUnitAt(k)) return true;
      if (tokens[k]?.kind === 'word' && NOT_A_STREET_NAME.has(tokens[k]?.norm ?? '')) return false;
    }
    return false;
  };
  if (!THOUSANDS.test(token.norm) && (isUnitAt(i - 1) || leadsToUnit() || isZip)) return true;
  // Digit groups joined by "-": phone numbers, postcodes, scores ("98765-4321", "01310-100", "3-1").
  if (next?.norm === '-' && !next.spaced && tokens[i + 2]?.kind === 'num' && !tokens[i + 2]?.spaced) return true;
  if (prev?.norm === '-' && !prev.spaced && tokens[i - 2]?.kind === 'num' && !token.spaced) return true;
  if (/^0\d{2,}$/.test(token.norm)) return true;
  if (prev?.norm === '#') return true;
  if (isPhoneRun(tokens, i) || isFlightOrTrain(tokens, i)) return true;
  // "the iphone 15 max looks nice", "galaxy s24": a model's number after its product line.
  // ("soft play 25": a line's word ending a thing of the lexicon is that thing, and the number its price.)
  const thing = tokens[i - 2]?.kind === 'word' ? matchLexicon([tokens[i - 2]!.norm, prev?.norm ?? ''], 'en', 'expense') : undefined;
  if (PRODUCT_LINES.has(prev?.norm ?? '') && token.norm.length <= 2 && !(thing && thing.position === 0 && thing.length === 2)) return true;
  // Three numbers in a row: a phone number read in groups ("55 1234 5678").
  const run = [tokens[i - 2], tokens[i - 1], token, tokens[i + 1], tokens[i + 2]];
  for (let k = 0; k < 3; k += 1) if (run.slice(k, k + 3).every((t) => t?.kind === 'num')) return true;
  // A noun that names a label, with at most two link words between: "zip code is 10001". (A number
  // written in thousands, "en la terminal 9.000", is a price.)
  let hasCopula = false;
  const isThousands = THOUSANDS.test(token.norm);
  for (let k = i - 1, links = 0; k >= 0 && links <= 2 && !isThousands; k -= 1) {
    const word = tokens[k] as Token;
    if ((LABEL_NOUNS.has(word.norm) && !isThingBought(tokens, k)) || (hasCopula && OWNED_NOUNS.has(word.norm))) return true;
    if (ROOM_NOUNS.has(word.norm) && !STAYS.has(tokens[k - 1]?.norm ?? '') && !STAYS.has(tokens[k + 1]?.norm ?? '') && !isRoomPaid(tokens)) return true;
    if (word.norm === 'sala' && tokens.some((t) => SCREENING.has(t.norm)) && !isRoomPaid(tokens)) return true;
    if (!LINK_WORDS.has(word.norm) && word.kind !== 'num') break;
    hasCopula ||= COPULAS.has(word.norm);
    links += 1;
  }
  // "the 38 bus": an article, the number and a vehicle; "o 735 não passou", "the 38 came late": one that runs.
  // ("a 35 late fee": "late" before a charge is the charge's.)
  // ("o 28 estava cheio", "el 27 iba petao", "the 38 was rammed": a route full of people.)
  // ("o 8012 ta demorando", "the 38 is late": running, after its verb.)
  const isCrowded = (k: number) => ROUTE_COPULAS.has(tokens[k]?.norm ?? '') && (CROWDED.has(tokens[k + 1]?.norm ?? '') || RUNNING.has(tokens[k + 1]?.norm ?? ''));
  const runs = (k: number) => (RUNNING.has(tokens[k]?.norm ?? '') && !CHARGES.has(tokens[k + 1]?.norm ?? '')) || isCrowded(k);
  // "o autocarro 758 atrasou 20 minutos": the vehicle named before its number, then running.
  if (VEHICLES.has(prev?.norm ?? '') && (runs(i + 1) || (ROUTE_NEGATIONS.has(next?.norm ?? '') && runs(i + 2)))) return true;
  // "tomo la micro 210 a las 7", "cojo el 27 todos los días": the route one takes, and when ("took the bus 5" paid it).
  const taken = VEHICLES.has(prev?.norm ?? '') ? i - 2 : i - 1;
  const saysWhen = tokens.slice(i + 1, i + 5).some((t, k, after) => HABIT.has(t.norm) || (AT_HOUR.has(t.norm) && after[k + 1]?.kind === 'num'));
  if (ROUTE_ARTICLES.has(tokens[taken]?.norm ?? '') && TAKES.has(tokens[taken - 1]?.norm ?? '') && saysWhen) return true;
  if (!ROUTE_ARTICLES.has(prev?.norm ?? '')) return false;
  return VEHICLES.has(next?.norm ?? '') || runs(i + 1) || (ROUTE_NEGATIONS.has(next?.norm ?? '') && runs(i + 2));
}

/** Whether the token at k joins a phone number's digit groups: brackets, a "+" in front, a "-" between. */
function isPhoneJoiner(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k];
  if (token?.kind !== 'sym') return false;
  if (token.norm === '(' || token.norm === ')') return true;
  const next = tokens[k + 1];
  if (token.norm === '+') return next?.kind === 'num' && !next.spaced;
  return token.norm === '-' && !token.spaced && next?.kind === 'num' && !next.spaced;
}

/** Digit groups in a row with nine digits or more: "11 98765-4321", "(415) 555 0199", "612 34 56 78". */
function isPhoneRun(tokens: readonly Token[], i: number): boolean {
  let from = i;
  let to = i;
  while (from > Math.max(0, i - PHONE_REACH) && (tokens[from - 1]?.kind === 'num' || isPhoneJoiner(tokens, from - 1))) from -= 1;
  while (to < Math.min(tokens.length - 1, i + PHONE_REACH) && (tokens[to + 1]?.kind === 'num' || isPhoneJoiner(tokens, to + 1))) to += 1;
  let groups = 0;
  let digits = 0;
  for (let k = from; k <= to; k += 1) {
    const token = tokens[k] as Token;
    if (token.kind !== 'num') continue;
    groups += 1;
    digits += token.norm.replace(/\D/g, '').length;
  }
  return groups >= 2 && digits >= (tokens.some((t) => CALLING.has(t.norm)) ? LOCAL_PHONE_DIGITS : PHONE_DIGITS);
}

/** Product lines whose models are numbered (names, the same in every language; "la play 4" is Argentina's PlayStation). */
const PRODUCT_LINES = new Set('iphone ipad galaxy pixel playstation play xbox macbook redmi xiaomi'.split(' '));

/** Two-letter English words that join a sentence, never an airline's code in lower case: "total 480 so 120 from me". */
const SENTENCE_WORDS_NOT_CODES = new Set(['so', 'to', 'or', 'if', 'is', 'it', 'by', 'do', 'go', 'up', 'us', 'we', 'of', 'be', 'my']);
/** "ua 1123", "o voo é o tp 1347", "train 2154 ... delayed": a flight or a train named by its number. */
function isFlightOrTrain(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1];
  // (A flight's number is up to four digits: "me salió en 58.000" is a fare, "en" no airline.)
  if (prev?.kind !== 'word' || !/^\d{1,4}$/u.test(tokens[i]?.norm ?? '')) return false;
  const code = prev.raw.toLowerCase();
  // ("ryanair FR 7123 delayed again": the airline named, its code in capitals, and the flight running
  // late; "compensated me 45 for the cancelled train" is money.)
  const isAirlineRunning = () =>
    /^[A-Z0-9]{2}$/.test(prev.raw) && travelWords(tokens).isRunning && tokens.some((t) => t.kind === 'word' && RUN_BY_NUMBER.has(t.norm));
  // ("the airline refunded me 60": a pronoun is no airline's code.)
  // ("total 480 so 120 from me, plus flights 89": a word of the sentence is no airline's code.)
  const isCode = AIRLINE_CODE.test(code) && (/^[A-Z0-9]{2}$/.test(prev.raw) || (!PRONOUNS_NOT_CODES.has(code) && !SENTENCE_WORDS_NOT_CODES.has(code)));
  if (isCode && (travelWords(tokens).isFlying || isAirlineRunning())) return true;
  // ("refund from ryanair 89 finally came thru": money that came; an airline's flight runs late, lands, leaves.)
  if (AIRLINES.has(prev.norm)) return travelWords(tokens).isScheduled;
  // ("the airline finally refunded the cancelled flight 389": a refund makes it the money for the flight.)
  return RUN_BY_NUMBER.has(prev.norm) && travelWords(tokens).isRunning && !travelWords(tokens).isRefunded;
}
/** Money given back for a trip: "refunded", "reembolsaram", "me devolvieron" (the packs' refund words). */
const REFUNDED: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.typeCues.refunds));

/** What a message says of travel, read once per message (a message of many numbers stays linear). */
interface TravelWords {
  isFlying: boolean;
  isRunning: boolean;
  isScheduled: boolean;
  isRefunded: boolean;
}
const TRAVEL_WORDS = new WeakMap<readonly Token[], TravelWords>();
function travelWords(tokens: readonly Token[]): TravelWords {
  let said = TRAVEL_WORDS.get(tokens);
  if (!said) {
    said = {
      isFlying: tokens.some((t) => t.kind === 'word' && FLYING.has(t.norm)),
      isRunning: tokens.some((t, k) => (t.kind === 'word' && RUNNING.has(t.norm)) || isClockTime(tokens, k)),
      isScheduled: tokens.some((t, k) => (t.kind === 'word' && RUNNING.has(t.norm) && !COMING.has(t.norm)) || isClockTime(tokens, k)),
      isRefunded: tokens.some((t) => t.kind === 'word' && REFUNDED.has(t.norm)),
    };
    TRAVEL_WORDS.set(tokens, said);
  }
  return said;
}

/** "23:55", "7h15", "8h", "6:40", "7pm": a time of day written with its minutes, an "h" or am/pm. */
function isClockTime(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k] as Token;
  if (token.kind !== 'num' || Number(token.norm) > 24) return false;
  const next = tokens[k + 1];
  if (next?.spaced !== false) return false;
  if (next.norm === ':') return tokens[k + 2]?.kind === 'num' && tokens[k + 2]?.spaced === false;
  return next.kind === 'word' && /^(?:h\d{0,2}|am|pm)$/.test(next.norm);
}

/** An age said of someone ("he's 9", "my sister is 34", "tengo 25", "turned 65"). */
export function isAge(analysis: Analysis, mention: AmountMention): boolean {
  return isBare(mention) && isHolding(analysis.tokens, mention.numberIndex);
}

function isHolding(tokens: readonly Token[], i: number): boolean {
  const prev = tokens[i - 1]?.norm ?? '';
  const prev2 = tokens[i - 2]?.norm ?? '';
  // "a barraca fez 640", "the stall made": a place's takings, not its age.
  if (HOLDING.has(prev) && PLACES.has(prev2)) return false;
  if (HOLDING.has(prev) || (prev === 'am' && prev2 === 'i')) return true;
  // "3.000" is three thousand.
  if (Number(parseNumberToken(tokens[i]?.norm ?? '') ?? NaN) > MAX_AGE) return false;
  if (TURNING.has(prev)) return true;
  if (prev === 'com' && HAS_WITH.has(prev2)) return true;
  // "my sister is 34", "mi hermana tiene 34"; and the next age of a list: "my kids are 4 and 7".
  // ("the bride was 24", "the young lad was about 12": a person, then "was", maybe "about".)
  const [verb, who] = APPROXIMATELY.has(prev) ? [prev2, tokens[i - 3]?.norm ?? ''] : [prev, prev2];
  // ("vet for the dog was 80": what was bought for someone is what "was" so much; "the dog is 80" is no age.)
  const whoAt = APPROXIMATELY.has(prev) ? i - 3 : i - 2;
  const isFor = FOR_SOMEONE.has(tokens[whoAt - 1]?.norm ?? '') || (POSSESSIVES.has(tokens[whoAt - 1]?.norm ?? '') && FOR_SOMEONE.has(tokens[whoAt - 2]?.norm ?? ''));
  const isAge = PETS.has(who) ? Number(tokens[i]?.norm) <= MAX_PET_AGE : KIN.has(who) || PERSONS.has(who);
  if (AGE_VERBS.has(verb) && isAge && !isFor) return true;
  // "lo llevé a mi viejo, que tiene 74", "a minha avó, que tem 82": the person said before, then who has so many years.
  if ((prev === 'tiene' || prev === 'tem') && WHO_HAS.has(prev2)) return true;
  // "volver a clase con chavales de 22", "crianças de 5 e 7": people of an age.
  if ((prev === 'de' || prev === 'of') && PEOPLE_OF_AGE.has(prev2) && Number(tokens[i]?.norm) < 100) return true;
  // "my nan's 90 today", "the dog's 12".
  if (/^\p{L}+'s$/u.test(prev) && KIN.has(prev.slice(0, -2))) return true;
  return (prev === 'and' || prev === 'e' || prev === 'y' || prev === ',') && tokens[i - 2]?.kind === 'num' && isHolding(tokens, i - 2);
}

/** What people count in thousands, said after "de"/"of": followers, views, subscribers, steps. */
const COUNTED_AFTER_OF = new Set('followers seguidores likes curtidas views visualizacoes visualizaciones subs subscribers inscritos suscriptores streams downloads reproducciones pasos passos steps'.split(' '));
/** "12 mil pasos", "5k in 27 min", "ran 5k": a count of something that is not money. */
function isCount(analysis: Analysis, mention: AmountMention, isStrict: boolean): boolean {
  if (mention.currency !== null) return false;
  const next = analysis.words[mention.last + 1] ?? '';
  // Beside other money, "volta"/"vuelta" is the trip back ("uber ida 22 volta 27"), not laps.
  if (UNIT_NOUNS.has(next) && !(isStrict && LEG_WORDS.has(next))) return true;
  // ("bati 1k de seguidores", "20 mil de visualizações": the things counted after "de"/"of".)
  if ((next === 'de' || next === 'of') && COUNTED_AFTER_OF.has(analysis.words[mention.last + 2] ?? '')) return true;
  // "hauling 44k lbs": thousands of a weight are a load, not a price per pound.
  if (mention.hasMultiplier && BODY_UNITS.has(next)) return true;
  if (isListOfCounts(analysis, mention) || isPerHundred(analysis, mention)) return true;
  // People counted: "the cinema for the 2 of us", "los 3 de nosotros".
  if (PEOPLE_OF.has(next) && PEOPLE_US.has(analysis.words[mention.last + 2] ?? '')) return true;
  // People it was for: "pedimos 2 pizzas para los 4", "pizza pra nós 4" (or the hour, "para las 8").
  const small = !mention.hasDecimals && !mention.hasMultiplier && Number(mention.amount) <= MAX_PEOPLE;
  if (small && FOR_PEOPLE.has(analysis.words[mention.first - 2] ?? '') && THE_PEOPLE.has(analysis.words[mention.first - 1] ?? '')) return true;
  // The parts a bill was split into: "rachamos em 5", "dividimos entre 4", "split it 3 ways".
  if (isSplitInto(analysis, mention)) return true;
  // A table booked for people: "table for 4", "mesa para 6", "mesa pra 2", "reserva para 8".
  if (!mention.hasDecimals && TABLE_FOR.has(`${analysis.words[mention.first - 2] ?? ''} ${analysis.words[mention.first - 1] ?? ''}`)) return true;
  // The inches of a height: "5 foot 9".
  if (FEET.has(analysis.words[mention.first - 1] ?? '') && analysis.tokens[mention.first - 2]?.kind === 'num') return true;
  for (let k = mention.first - 1; k >= Math.max(0, mention.first - 3); k -= 1) {
    // "walked with 180 in tips", "walked out with 220": what one left with is money, not a distance.
    if (WITH.has(analysis.words[k] ?? '')) return false;
    // ("the hotel ran 249 a night": a thing that ran to an amount cost it; "i ran 5" counts.)
    if (ACTIVITY_VERBS.has(analysis.words[k] ?? '')) return !(COST_RAN.has(analysis.words[k] ?? '') && isThingAt(analysis, k - 1));
  }
  return false;
}
const WITH = new Set(['with', 'w', 'com', 'con']);
const FOR_PEOPLE = new Set(['para', 'pra', 'for']);
const THE_PEOPLE = new Set(['los', 'las', 'os', 'as', 'the', 'nos', 'nosotros', 'nosotras']);
const MAX_PEOPLE = 20;
const COST_RAN = new Set(['ran', 'runs']);
/** A thing the lexicons know at k ("the hotel", "the repair"), not a person. */
function isThingAt(analysis: Analysis, k: number): boolean {
  const word = analysis.words[k];
  return word !== undefined && word !== '' && matchLexicon([word], analysis.language) !== undefined;
}
const TABLE_FOR = new Set(['table for', 'booking for', 'reservation for', 'mesa para', 'mesa pra', 'mesa p', 'reserva para', 'reserva pra']);
/** Splitting verbs and what comes between them and the number of parts: "rachamos em 5", "split it 3 ways". */
const SPLIT_VERBS = new Set('split splitting rachamos rachei rachou racharam rachar rachada rachado dividimos dividi dividiu dividiram dividir dividido dividida partimos partiu dividio dividieron'.split(' '));
const SPLIT_INTO = new Set('em en entre por in into between'.split(' '));
const SPLIT_LINKS = new Set('em en entre por in into between it the bill conta cuenta la a o'.split(' '));
const SPLIT_PARTS = new Set('ways way partes parts pessoas personas people'.split(' '));
/** Words that say a bill was split, beside its parts: "entre 4", "between 3", "3 ways", "en 4 partes". */
const SPLIT_SAID = new Set('entre between ways way partes parts'.split(' '));
function isSplitInto(analysis: Analysis, mention: AmountMention): boolean {
  if (mention.hasDecimals || mention.hasMultiplier || Number(mention.amount) > 20) return false;
  if (SPLIT_PARTS.has(analysis.words[mention.last + 1] ?? '')) return true;
  // ("split 20 with jo" split money: the parts come after "em", "entre", "in".)
  // ("la carne salió 90 lucas dividido 6": the verb right before the parts.)
  const isParticiple = /^(?:dividid[oa]|rachad[oa]|partid[oa])$/u.test(analysis.words[mention.first - 1] ?? '');
  if (isParticiple && analysis.amounts.some((a) => a !== mention && a.last >= mention.first - 4 && a.last < mention.first - 1)) return true;
  if (!SPLIT_INTO.has(analysis.words[mention.first - 1] ?? '')) return false;
  // ("pizza entre 4, 36 euros en total": the parts said first, then the total.)
  const totalAfter = analysis.amounts.some((a) => a.first === mention.last + 2);
  if (SPLIT_SAID.has(analysis.words[mention.first - 1] ?? '') && analysis.tokens[mention.last + 1]?.norm === ',' && totalAfter) return true;
  // ("la cena fueron 120 entre 4", "300 between 3": a total, then the people it was split between.)
  const total = analysis.amounts.find((a) => a.last === mention.first - 2 && a !== mention);
  // ("rachamos o airbnb de 1.600 em 4": after a splitting verb, any word of parts.)
  const splitBefore = analysis.words.slice(0, mention.first).some((w) => SPLIT_VERBS.has(w));
  if (total && (analysis.words[mention.first - 1] === 'entre' || analysis.words[mention.first - 1] === 'between' || splitBefore)) return true;
  for (let k = mention.first - 1; k >= Math.max(0, mention.first - 4); k -= 1) {
    const word = analysis.words[k] ?? '';
    if (SPLIT_VERBS.has(word)) return true;
    if (!SPLIT_LINKS.has(word)) return false;
  }
  return false;
}
/** How far before the parts a split bill's total may be: "dinner with the team came to $180, we split it 3 ways". */
const SPLIT_TOTAL_REACH = 10;

/**
 * "dinner w the girls was 156 split 4 ways", "cena con los del curro 140 entre 4", "churras 400 rachado em 5": the total
 * of a bill split in parts, the money just before the parts with none between, is the user's part of it (a share said
 * after it, "so 40 for me", takes its place: build-transactions.ts).
 */
function userShare(analysis: Analysis, total: AmountMention, amounts: readonly AmountMention[]): AmountMention | undefined {
  if (total.isSoftQuantity) return undefined;
  // ("Split 45 CHF lunch 3 ways": asked to split a bill, the bill is recorded whole; only a bill told as split is the user's
  // part: "rachamos o airbnb de 1.600 em 4", "we split the 90 cab 3 ways".)
  const asked = analysis.words.slice(0, total.first).some((w, k) => SPLIT_VERBS.has(w) && !SPLIT_DONE.has(w) && !SPLITTERS.has(analysis.words[k - 1] ?? ''));
  if (asked) return undefined;
  const parts = partsAfter(analysis, total, amounts) ?? partsBefore(analysis, total, amounts) ?? (isHalved(analysis, total, amounts) ? 2 : undefined);
  return parts === undefined ? undefined : { ...total, amount: normalizeAmount(divideDecimals(total.amount, String(parts), 2)), hasDecimals: true };
}

/** The parts a bill was split into at token k, in digits or in words ("entre tres", "three ways"): 2 to 12, or undefined. */
function partsAt(analysis: Analysis, k: number): number | undefined {
  const token = analysis.tokens[k];
  if (token?.kind === 'num') return /^\d{1,2}$/.test(token.norm) && Number(token.norm) >= 2 ? Number(token.norm) : undefined;
  if (token?.kind !== 'word' || !isNumberWord(token.norm, analysis.language)) return undefined;
  const said = readWordNumber(analysis.words, k, analysis.language, false);
  return said && said.last === k && !said.decimal && said.value >= 2 && said.value <= 12 ? said.value : undefined;
}

/** Splitting told as done: "rachamos", "dividimos"; and who split ("we split", "i split"). */
const SPLIT_DONE = new Set('rachamos rachei rachou racharam rachada rachado dividimos dividi dividiu dividiram dividido dividida partimos partiu dividio dividieron'.split(' '));
const SPLITTERS = new Set(['we', 'i', 'you', 'they']);
const SPLIT_LATER = new Set([...SPLIT_VERBS, 'evenly']);

/** The parts after the total: "156 split 4 ways", "90€ entre tres", "120 for the 4 of us, split evenly". */
function partsAfter(analysis: Analysis, total: AmountMention, amounts: readonly AmountMention[]): number | undefined {
  const { tokens, words: said } = analysis;
  for (let k = total.last + 1; k < tokens.length && k <= total.last + SPLIT_TOTAL_REACH; k++) {
    const count = partsAt(analysis, k);
    // (Other money between: the parts are not this total's.)
    const mention = amounts.find((a) => a.numberIndex === k);
    if (count === undefined) {
      if (mention && !mention.isSoftQuantity) return undefined;
      continue;
    }
    const asParts: AmountMention = mention ?? { ...total, first: k, last: k, numberIndex: k, amount: String(count), currency: null, hasDecimals: false, hasMultiplier: false };
    // ("R$ 1.243,67 pra familia de 5 pessoas": people counted, with no word of splitting, share nothing.)
    const told = said.some((w) => SPLIT_VERBS.has(w) || SPLIT_SAID.has(w)) || SPLIT_SAID.has(said[k + 1] ?? '');
    if (told && isSplitInto(analysis, asParts)) return count;
    // ("team lunch was 120 for the 4 of us, split evenly": the people it was for, then the splitting.)
    const forPeople = FOR_PEOPLE.has(said[k - 1] ?? '') || (THE_PEOPLE.has(said[k - 1] ?? '') && FOR_PEOPLE.has(said[k - 2] ?? ''));
    if (forPeople && said.slice(k + 1).some((w) => SPLIT_LATER.has(w))) return count;
    if (mention && !mention.isSoftQuantity) return undefined;
  }
  return undefined;
}

/**
 * The parts before the total, with nothing but words between: "pizza entre 4, 36 euros en total", "dinner for 6 came to
 * $240, we split it evenly".
 */
function partsBefore(analysis: Analysis, total: AmountMention, amounts: readonly AmountMention[]): number | undefined {
  const said = analysis.words;
  for (let k = total.first - 1; k >= Math.max(0, total.first - 5); k--) {
    const count = partsAt(analysis, k);
    if (count === undefined) {
      if (amounts.some((a) => a.numberIndex === k && !a.isSoftQuantity)) return undefined;
      continue;
    }
    // (Not the share said after a split total: "1,800 entre tres, me toco 600".)
    const totalBefore = amounts.some((a) => a.last === k - 2 && !a.isSoftQuantity);
    if (SPLIT_SAID.has(said[k - 1] ?? '') && analysis.tokens[k + 1]?.norm === ',' && k + 2 === total.first && !totalBefore) return count;
    const forPeople = FOR_PEOPLE.has(said[k - 1] ?? '') && !isThingAt(analysis, k + 1);
    return forPeople && said.slice(total.last + 1).some((w) => SPLIT_LATER.has(w)) ? count : undefined;
  }
  return undefined;
}

/** Half of a bill paid, said right after it: "dinner came to 96, sam covered half", "cena 64 a medias", "jantar 90 meio a meio". */
const HALVED = words(
  'went halves|go halves|halves|half each|(?:covered|paid|picked up|got|chipped in|put in|sent me|gave me) half|split (?:it )?(?:in half|50/50|fifty fifty)|50/50|fifty fifty|' +
    'meio a meio|a meias|(?:pagou|paguei|pagamos|deu|mandou|cobriu) (?:a )?metade|metade cada|' +
    'a medias|mitad y mitad|(?:pago|pague|pagamos|puso|puse|cubrio) (?:la )?mitad|la mitad cada',
);
function isHalved(analysis: Analysis, total: AmountMention, amounts: readonly AmountMention[]): boolean {
  if (!HALVED.test(analysis.folded)) return false;
  const end = analysis.tokens[total.last]?.end ?? 0;
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const next = amounts.find((a) => a.first > total.last && !a.isSoftQuantity);
  const last = analysis.tokens.findLastIndex((_, k) => k > total.last && sentenceOf[k] === sentenceOf[total.last] && (next === undefined || k < next.first));
  if (last < 0) return false;
  const said = HALVED.exec(analysis.folded.slice(end, analysis.tokens[last]!.end));
  return said !== null && analysis.folded.slice(end, end + said.index).split(/\s+/).filter(Boolean).length <= 6;
}

const FEET = new Set(['foot', 'feet', 'ft']);
const PEOPLE_OF = new Set(['of', 'de']);
const PEOPLE_US = new Set(['us', 'them', 'nos', 'nosotros', 'nosotras', 'ellos', 'elas', 'eles']);

/**
 * A number in a list whose last number has a unit: "de 4, 7 e 12 anos", "2 or 3 km", "5 y 6 años".
 * The list ends with a word ("and", "e", "y", "or"); commas alone ("uber 15, 20 min") do not make one.
 */
const LIST_JOINERS = new Set(['and', 'or', 'e', 'ou', 'y', 'o']);
function isListOfCounts(analysis: Analysis, mention: AmountMention): boolean {
  const tokens = analysis.tokens;
  let k = mention.last + 1;
  let hasWord = false;
  while ((tokens[k]?.norm === ',' || LIST_JOINERS.has(tokens[k]?.norm ?? '')) && tokens[k + 1]?.kind === 'num') {
    hasWord ||= tokens[k]?.norm !== ',';
    k += 2;
  }
  return hasWord && UNIT_NOUNS.has(analysis.words[k] ?? '');
}

/**
 * A fuel consumption, litres per hundred: "o carro gasta 5,5 litros aos 100", "6 l per 100 km", "8
 * litros a los 100". Litres alone are bought ("3 litros de leite a 4,50"): only with the hundred.
 */
const PER_WORDS = new Set(['aos', 'per', 'every', 'cada', 'los']);
const VOLUMES = new Set(['l', 'litro', 'litros', 'liter', 'liters', 'litre', 'litres', 'lts']);
function isPerHundred(analysis: Analysis, mention: AmountMention): boolean {
  const said = analysis.words;
  const tokens = analysis.tokens;
  const isHundred = (k: number) => tokens[k]?.kind === 'num' && tokens[k]?.norm === '100' && PER_WORDS.has(said[k - 1] ?? '');
  if (VOLUMES.has(said[mention.last + 1] ?? '')) return isHundred(mention.last + 3) || isHundred(mention.last + 4);
  return mention.amount === '100.00' && (VOLUMES.has(said[mention.first - 2] ?? '') || VOLUMES.has(said[mention.first - 3] ?? ''));
}

/** The most points a side scores in a game (rugby, basketball). */
const MAX_POINTS = 150;
const GAME_NOUNS = new Set(['match', 'game', 'jogo', 'jogao', 'partido', 'partidazo', 'final', 'derby', 'classico', 'clasico']);
/** A mark or a match result: the message speaks of grades or of a game, and the number has no currency. */
function isScore(analysis: Analysis, mention: AmountMention): boolean {
  if (mention.currency !== null || mention.hasMultiplier) return false;
  const said = analysis.words;
  if (said.some((w) => MARK_WORDS.has(w))) return true;
  // "nota" is also an invoice ("pagou a nota") and a banknote ("nota de 50"): a mark only when got.
  const isTest = (w: string, k: number) => TEST_NOUNS.has(w) || w === 'nota' || w === 'notas' || (SUBJECTS.has(w) && IN_SUBJECT.has(said[k - 1] ?? ''));
  // (With nothing bought between: "got 2 tickets for the final, 45 each" got tickets, not a mark of 45.)
  const isGot = said.some(
    (w, g) => GOT_A_MARK.has(w) && !said.slice(g + 1, mention.first).some((between, k) => between !== '' && !isTest(between, g + 1 + k) && matchLexicon([between], analysis.language, 'expense') !== undefined),
  );
  const hadIt = HAD_A_MARK.has(said[mention.first - 1] ?? '') || (MARK_ARTICLES.has(said[mention.first - 1] ?? '') && HAD_A_MARK.has(said[mention.first - 2] ?? ''));
  if (Number(mention.amount) <= 100 && (isGot || hadIt) && said.some(isTest)) return true;
  const tokens = analysis.tokens;
  const sides = analysis.amounts.filter((a) => !a.isSoftQuantity);
  const isPoints = (a: AmountMention) => isBare(a) && Number(a.amount) <= MAX_POINTS;
  // "lakers 112 celtics 108": two names, each with its points, and nothing else.
  const sideWords = said.filter(Boolean);
  const namedSides = sides.length === 2 && sides.every((a) => isPoints(a) && tokens[a.first - 1]?.kind === 'word') && sideWords.length === 2;
  if (namedSides && !sideWords.some((w) => matchLexicon([w], analysis.language) || ACTION_WORDS.has(w))) return true;
  if (!said.some((w) => MATCH_WORDS.has(w))) return false;
  // "lakers won 118 112": a result, the two scores side by side.
  if (sides.length === 2 && sides.every(isPoints) && sides[1]!.first === sides[0]!.last + 1) return true;
  // "ireland 24 france 12 what a match": two sides, each named before its points, and nothing bought.
  const isSide = (a: AmountMention) => {
    const side = tokens[a.first - 1];
    return isBare(a) && Number(a.amount) <= MAX_POINTS && side?.kind === 'word' && !ACTION_WORDS.has(side.norm) && !matchLexicon([side.norm], analysis.language);
  };
  if (sides.length === 2 && sides.every(isSide) && said.some((w) => GAME_NOUNS.has(w)) && !said.some((w) => ACTION_WORDS.has(w))) return true;
  // Goals are few: "2 x 50" is a quantity and a price.
  const isGoals = (token: Token | undefined) => token?.kind === 'num' && Number(token.norm) <= 20;
  if (Number(mention.amount) > 20) return false;
  const joinedAfter = SCORE_JOINERS.has(tokens[mention.last + 1]?.norm ?? '') && isGoals(tokens[mention.last + 2]);
  const joinedBefore = SCORE_JOINERS.has(tokens[mention.first - 1]?.norm ?? '') && isGoals(tokens[mention.first - 2]);
  return joinedAfter || joinedBefore;
}

/** Money coming, in the present: "ingresan", "cae", "cai", "llega", "pagam" (before the day it comes). */
const DUE_VERBS = new Set('ingresan ingresa cae caen llega llegan pagan paga depositan deposita vence vencen vencia vencian vencio venceu vencem cai caem entra entram pagam chega chegam sai'.split(' '));
/** "el 15", "on the 12th", "no dia 5": a day of the month. */
function isDayOfMonth(tokens: readonly Token[], i: number, value: number): boolean {
  if (value < 1 || value > 31) return false;
  // A span of days: "del 12 al 18".
  const isDay = (k: number) => tokens[k]?.kind === 'num' && Number(tokens[k]?.norm) >= 1 && Number(tokens[k]?.norm) <= 31;
  if ((tokens[i - 1]?.norm === 'del' && tokens[i + 1]?.norm === 'al' && isDay(i + 2)) || (tokens[i - 1]?.norm === 'al' && tokens[i - 3]?.norm === 'del' && isDay(i - 2))) return true;
  const prev = tokens[i - 1]?.norm;
  const next = tokens[i + 1]?.norm;
  if (next === 'th' || next === 'st' || next === 'nd' || next === 'rd') return true;
  // "cancun trip day 2!!", "lisboa dia 3:": the day of a trip, where a pause or "of" follows.
  if ((prev === 'day' || prev === 'dia') && tokens[i - 2]?.kind === 'word' && !DISH_OF_THE_DAY.has(tokens[i - 2]!.norm) && (next === undefined || tokens[i + 1]?.kind !== 'word' || next === 'of' || next === 'do' || next === 'de')) return true;
  // ("la paga extra me la ingresan el 30", "la prima cae el 20", "o salário cai dia 5": when money is due to come.)
  if ((prev === 'el' || prev === 'dia') && DUE_VERBS.has(tokens[i - 2]?.norm ?? '')) return true;
  // ("el 20 me entró la transferencia": the day opening the message, then what happened on it.)
  if (prev === 'el' && i === 1 && CLITICS.has(next ?? '')) return true;
  // ("quedó para el 15 a las 7am", "no dia 15 às 9": the day, then its hour.)
  const hourNext = (next === 'a' && (tokens[i + 2]?.norm === 'las' || (tokens[i + 2]?.norm === 'la' && tokens[i + 3]?.norm === 'una'))) || next === 'as' || next === 'at';
  if ((prev === 'el' || (prev === 'dia' && tokens[i - 2]?.norm === 'no')) && (tokens[i + 1] === undefined || tokens[i + 1]?.kind !== 'word' || hourNext)) return true;
  // "el viernes 15 es la reunión", "on friday 12 we have the party": a weekday said with its article,
  // then its date and what happens on it ("na sexta 20 no bar" may be money spent).
  return prev !== undefined && WEEKDAYS.has(prev) && DAY_ARTICLES.has(tokens[i - 2]?.norm ?? '') && WHAT_HAPPENS.has(next ?? '');
}
/** Pronouns that open a Spanish or Portuguese verb: "el 20 me entró", "el 5 se venció". */
const CLITICS = new Set(['me', 'te', 'se', 'le', 'les', 'nos', 'lo', 'la']);
/** "menú del día 12", "prato do dia 15", "soup of the day 6": the dish of the day and its price. */
const DISH_OF_THE_DAY = new Set(['del', 'do', 'de', 'the', 'da']);
/** What follows a date to say what happens on it: a copula, or who does something. */
const WHAT_HAPPENS: ReadonlySet<string> = new Set(['es', 'e', 'eh', 'is', 'sera', 'we', 'i', 'tenemos', 'temos', 'tengo', 'tenho', 'hay', 'tem', 'vamos', 'vou', 'voy', 'there', 'have', 'has']);
const WEEKDAYS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => Object.keys(pack.dates.weekdays)));
const DAY_ARTICLES: ReadonlySet<string> = new Set(['el', 'on', 'this', 'next', 'na', 'no', 'esta', 'este', 'proximo', 'proxima']);

/**
 * A number written into a name with a hyphen: "7-eleven", "Forever 21-", "4-runner". The number and
 * the word stick to the hyphen on both sides, so "2 - 3" or "coffee - 4" stay what they are.
 */
function isJoinedName(tokens: readonly Token[], mention: AmountMention): boolean {
  const first = tokens[mention.first];
  const last = tokens[mention.last];
  const isPart = (t: Token | undefined) => t !== undefined && (t.kind === 'word' || t.kind === 'num');
  // "7-" + "eleven": the hyphen and the next part touch the number, and one side is a word.
  const hyphenAfter = tokens[mention.last + 1];
  const partAfter = tokens[mention.last + 2];
  if (hyphenAfter?.norm === '-' && !hyphenAfter.spaced && isPart(partAfter) && !partAfter?.spaced && (partAfter?.kind === 'word' || last?.kind === 'word')) return true;
  const hyphenBefore = tokens[mention.first - 1];
  const partBefore = tokens[mention.first - 2];
  return hyphenBefore?.norm === '-' && !first?.spaced && isPart(partBefore) && !hyphenBefore.spaced && (partBefore?.kind === 'word' || first?.kind === 'word');
}

/**
 * A race named by its distance: "running a 10k on sunday", "vou correr os 21k", "corro la 10k del
 * domingo", "signed up for the 5k" (its entry fee, "fee 45", stays money). Only the usual race
 * distances written with a "k", in a message about running or racing, and never with a ride in it:
 * "carrera de taxi 10k", "corrida de uber 5k" are fares.
 */
const RACE_DISTANCES = new Set([3, 5, 8, 10, 12, 15, 16, 21, 25, 30, 42, 50, 100]);
const RACE_WORDS = new Set(
  `run runs running ran race races racing runner marathon halfmarathon trail parkrun fun
   corrida corridas correr corro corre corremos correndo corri maratona meia prova
   carrera carreras corriendo maraton media`.split(/\s+/),
);
const RIDE_WORDS = new Set('uber taxi taxis cab didi cabify remis remise indrive lyft bolt moto mototaxi 99 99pop colectivo micro bus onibus'.split(' '));

function isRaceDistance(analysis: Analysis, mention: AmountMention): boolean {
  if (mention.currency !== null || !mention.hasMultiplier || mention.last !== mention.numberIndex + 1) return false;
  const tokens = analysis.tokens;
  const unit = tokens[mention.last];
  if (unit?.norm !== 'k' || unit.spaced) return false;
  if (!RACE_DISTANCES.has(Number(tokens[mention.numberIndex]?.norm))) return false;
  const said = analysis.words;
  return said.some((w) => RACE_WORDS.has(w)) && !said.some((w) => RIDE_WORDS.has(w));
}

/**
 * The body measured: "peso 72 kg e meço 1,75", "mido 1.80 y peso 80 kilos", "i weigh 82 kg", "i'm 1.80
 * tall", "my son is 120 cm". A number after a verb of measuring oneself, or before a body unit
 * after one, is a weight or a height.
 */
const MEASURE_VERBS = new Set(
  `weigh weighs weighed weighing meco mede medes medimos medem mido mide miden peso pesa pesas pesam pesamos pesan pesava pesaba
   pesei pese engordei emagreci engorde adelgace baje subi born nasceu nasceram nacio nacieron pesei-me pesou-se medi-me`.split(/\s+/),
);
const BODY_UNITS = new Set('kg kgs kilo kilos quilo quilos lb lbs pound pounds libra libras stone cm m metro metros mts ft feet foot inch inches tall altura alto alta'.split(' '));

/** Weights ("2kg", "78 kg", "170 lbs"), and words of a weight changing. */
const WEIGHT_UNITS = new Set('kg kgs kilo kilos quilo quilos lb lbs stone'.split(' '));
const BOUGHT_OR_PAID = new Set('bought buy paid pay spent comprei compre paguei pague gastei gaste compramos pagamos'.split(' '));
const WEIGHT_CHANGES = new Set('lost gained down up perdi ganhei engordei emagreci menos baje subi adelgace pesei pesei-me weigh weighed'.split(' '));

function isBodyMeasure(analysis: Analysis, mention: AmountMention): boolean {
  if (mention.currency !== null || mention.hasMultiplier) return false;
  const said = analysis.words;
  const i = mention.numberIndex;
  const value = Number((analysis.tokens[i]?.norm ?? '').replace(',', '.'));
  if (!(value > 0 && value < 400)) return false;
  const after = said[mention.last + 1] ?? '';
  // "mido 1,75", "peso 72": the verb just before the number.
  const before = [said[i - 1], said[i - 2]].some((w) => w !== undefined && MEASURE_VERBS.has(w) && !(w === 'peso' && BODY_UNITS.has(after) === false && value < 30));
  if (before && (BODY_UNITS.has(after) || after === '' || !/^\p{L}/u.test(after) || ['e', 'y', 'and'].includes(after))) return true;
  // "i'm 1.80 tall", "mide 1,60 de altura".
  if (after === 'tall' || (after === 'de' && said[mention.last + 2] === 'altura')) return true;
  // "72 kg", "80 kilos": a body unit after the number, with a verb of measuring in the message.
  if (BODY_UNITS.has(after) && said.some((w) => MEASURE_VERBS.has(w))) return true;
  // "lost 2kg this month, 78 now", "down to 78kg, lost 4 since january": beside a weight in kilos or pounds and
  // a change of weight, the other bare numbers are weights too.
  // ("bought 2kg of chicken 12, lost 4 on the lotto": a weight of something bought, and money.)
  const isWeightOfMe = (k: number) => WEIGHT_UNITS.has(said[k + 1] ?? '') && !OF.has(said[k + 2] ?? '');
  return (
    !mention.hasDecimals &&
    said.some((w) => WEIGHT_CHANGES.has(w)) &&
    !said.some((w) => BOUGHT_OR_PAID.has(w)) &&
    analysis.tokens.some((t, k) => k !== i && t.kind === 'num' && isWeightOfMe(k))
  );
}

/**
 * A vital sign read: "blood pressure was 135 over 85", "a pressão deu 13 por 8", "la glucosa en 110",
 * "febre de 38". The sign named a few words before the number, or the number joined to one that is
 * ("over 85", "por 8"); never when a test or a visit is paid in the same message ("exame de glicose 45").
 */
const VITAL_SIGNS = new Set(
  `pressure pressao presion tension tensao temperature temperatura temp fever febre fiebre glucose glicose glucosa glicemia glucemia
   cholesterol colesterol pulse pulso heartrate oxygen oxigenio oxigeno saturation saturacao saturacion`.split(/\s+/),
);
const VITAL_JOINERS = new Set(['over', 'por', 'x', '/', 'sobre', 'by']);
const VITAL_REACH = 4;
const PAID_VISITS = new Set([...TEST_NOUNS, 'consulta', 'checkup', 'analisis', 'analises', 'copay']);
/** A medicine for the sign, a few words before it: "remédio da pressão 32,50", "pills for my blood pressure 12" were bought. */
const MEDICINES = new Set(['remedio', 'remedios', 'medicamento', 'medicamentos', 'medicine', 'medicines', 'meds', 'pills', 'tablets', 'pastillas', 'comprimidos']);
const OF = new Set(['de', 'do', 'da', 'del', 'of']);

function isVitalSign(analysis: Analysis, mention: AmountMention): boolean {
  if (mention.currency !== null || mention.hasMultiplier || Number(mention.amount) >= 400) return false;
  const said = analysis.words;
  // "exame de glicose 45": the test of the sign is what was paid.
  const isTested = said.some(
    (w, k) =>
      VITAL_SIGNS.has(w) &&
      (PAID_VISITS.has(said[k - 1] ?? '') ||
        PAID_VISITS.has(said[k + 1] ?? '') ||
        (OF.has(said[k - 1] ?? '') && PAID_VISITS.has(said[k - 2] ?? '')) ||
        said.slice(Math.max(0, k - 4), k).some((x) => MEDICINES.has(x))),
  );
  if (!said.some((w) => VITAL_SIGNS.has(w)) || isTested) return false;
  const near = (at: number) => said.slice(Math.max(0, at - VITAL_REACH), at).some((w) => VITAL_SIGNS.has(w));
  // ("to com 38,5 de febre": the sign right after its reading.)
  if (near(mention.first) || said.slice(mention.last + 1, mention.last + 3).some((w) => VITAL_SIGNS.has(w))) return true;
  const tokens = analysis.tokens;
  const joined = mention.first - 2;
  return VITAL_JOINERS.has(tokens[mention.first - 1]?.norm ?? '') && tokens[joined]?.kind === 'num' && near(joined);
}

/**
 * Hours from one time to another: "mi turno es de 22 a 6", "work from 9 to 5", "my shift is 10 to 6", "plantão das 8 às 17",
 * "abre de 10 a 22hs". Two numbers up to 24 joined by "to", "a", "às", "hasta", in a message about
 * work or opening hours (or with an "h" on the last): "de 20 a 30 pesos" is a range of prices.
 */
const RANGE_OPENERS = new Set(['de', 'from', 'das', 'desde', 'dalle', 'entre', 'between', 'is', 'es', 'eh']);
const RANGE_JOINERS = new Set(['a', 'to', 'as', 'ate', 'till', 'til', 'until', 'hasta', 'and', 'e', 'y', '-']);
const SCHEDULE_WORDS = new Set(
  `shift shifts work working works worked job rota schedule hours open opens opening closed class classes meeting meetings busy free
   turno turnos plantao plantoes escala trabalho trabalhar trabalhando trampo expediente jornada horario horarios aula aulas aberto abre funciona
   trabajo trabajar trabajando laburo laburar curro currar guardia clase clases abierto atiende horas`.split(/\s+/),
);

function isTimeRange(analysis: Analysis, mention: AmountMention): boolean {
  const tokens = analysis.tokens;
  const isHour = (t: Token | undefined) => t?.kind === 'num' && /^\d{1,2}$/.test(t.norm) && Number(t.norm) <= 24;
  const i = mention.numberIndex;
  // The number is the range's start ("de [22] a 6") or its end ("de 22 a [6]").
  const isStart = RANGE_OPENERS.has(tokens[i - 1]?.norm ?? '') && RANGE_JOINERS.has(tokens[i + 1]?.norm ?? '') && isHour(tokens[i + 2]);
  const isEnd = RANGE_JOINERS.has(tokens[i - 1]?.norm ?? '') && isHour(tokens[i - 2]) && RANGE_OPENERS.has(tokens[i - 3]?.norm ?? '');
  if (!isHour(tokens[i]) || !(isStart || isEnd) || (mention.currency !== null && !mention.hasDecimals)) return false;
  const last = isStart ? i + 2 : i;
  const hourAfter = /^(?:h|hs|hrs|am|pm)$/.test(tokens[last + 1]?.norm ?? '');
  return hourAfter || analysis.words.some((w) => SCHEDULE_WORDS.has(w));
}

/** Marks of a number in a series ("nº 47", "5ª", "2º"), and the words of an instalment counted "4 de 10". */
const NUMBER_MARKS = new Set(['nº', 'n°']);
const ORDINAL = new Set(['ª', 'º', '°']);
const INSTALMENTS = new Set('parcela parcelas prestacao prestacoes cuota cuotas installment instalment payment pagamento pago mensualidade'.split(' '));
const OF_TOTAL = new Set(['de', 'of', 'do', 'da']);
function isNumbered(tokens: readonly Token[], i: number): boolean {
  if (NUMBER_MARKS.has(tokens[i - 1]?.norm ?? '') || (ORDINAL.has(tokens[i + 1]?.norm ?? '') && !tokens[i + 1]!.spaced)) return true;
  const isCount = (k: number) => tokens[k]?.kind === 'num' && /^\d{1,2}$/u.test(tokens[k]!.norm);
  // The first ("4 de 10") after the instalment's word, or the second ("de 10") after the first.
  const first = OF_TOTAL.has(tokens[i + 1]?.norm ?? '') && isCount(i + 2) ? i : OF_TOTAL.has(tokens[i - 1]?.norm ?? '') && isCount(i - 2) ? i - 2 : -1;
  if (first < 0 || !isCount(i)) return false;
  return INSTALMENTS.has(tokens[first - 1]?.norm ?? '') || ORDINAL.has(tokens[first + 1]?.norm ?? '');
}
/** Words of clothes' and shoes' sizes, and the largest size (shoes in Europe). */
const SIZE_WORDS = new Set('size sizes talla tallas tallan talle tamanho tamanhos calzo calco numeracao'.split(' '));
const MAX_SIZE = 60;
const SIZE_ARTICLES = new Set(['a', 'un', 'una', 'um', 'uma', 'la', 'el', 'o']);
/** Before a price: "bought jeans size 32 for 45" priced them. */
const PRICE_BEFORE = new Set(['for', 'por', 'pra', 'para', 'at', 'a', 'de']);
/** Whether a message speaks of sizes, read once per message. */
const SPEAKS_OF_SIZES = new WeakMap<Analysis, boolean>();
function isSize(analysis: Analysis, mention: AmountMention): boolean {
  const small = (a: AmountMention) => a.currency === null && !a.hasMultiplier && Number(a.amount) <= MAX_SIZE;
  if (!small(mention)) return false;
  let sizes = SPEAKS_OF_SIZES.get(analysis);
  if (sizes === undefined) SPEAKS_OF_SIZES.set(analysis, (sizes = analysis.words.some((w) => SIZE_WORDS.has(w))));
  if (!sizes) return false;
  // Right after the size's word ("size 10.5", "calzo un 42"), or every number a size, none priced.
  const before = analysis.words[mention.first - 1] ?? '';
  const near = SIZE_WORDS.has(before) || (SIZE_ARTICLES.has(before) && SIZE_WORDS.has(analysis.words[mention.first - 2] ?? ''));
  // ("bought the wrong size shoes 60": bought, the number is the price.)
  const cue = detectType(analysis.words.filter(Boolean));
  const bought = cue !== undefined && !cue.isWeak && cue.type === 'expense';
  return near || (!bought && analysis.amounts.every((a) => small(a) && !PRICE_BEFORE.has(analysis.words[a.first - 1] ?? '')));
}
/** Verbs of reaching an age said of oneself, and words of a birthday ("fiz 27 ontem 🎂", "cumplí 30"). */
const OWN_AGE = new Set(['fiz', 'cumpli', 'turned', 'faco', 'cumplo']);
const BIRTHDAY = new Set('aniversario niver aniver cumple cumpleanos birthday bday 🎂'.split(' '));
/** "éramos 9", "fomos 6", "fuimos 6": how many went. */
const PARTY_OF = new Set('eramos fuimos somos fomos eravamos'.split(' '));
/** Being born: "born in 1987 so that makes me 39", "nasci em 1994, faço 32", "naci en el 98 asi que tengo 28". */
const BORN = new Set('born nasci nasceu nascido nascida naci nacio nacido nacida'.split(' '));
/** Reaching an age: "my mam turned 65", "a minha mãe fez 70", "mi abuela cumplió 90". */
const REACHED_AGE = new Set('turned turns turning fez faz completou completa completei cumplio cumple cumpli cumplo'.split(' '));

/**
 * Whether a mention, read with its neighbours, is a time, a label or an age rather than money.
 * `isStrict`: other money is beside it, so a bare "at 12" at a clause's end may be a price.
 */
export function isNonMoneyNumber(analysis: Analysis, mention: AmountMention, isStrict = false): boolean {
  // Asked many times of the same mention by the readers of a message: answered once (the answer depends on nothing else).
  let answers = NON_MONEY_ANSWERS.get(analysis);
  if (!answers) NON_MONEY_ANSWERS.set(analysis, (answers = new Map()));
  const key = `${mention.first}:${mention.last}:${mention.numberIndex}:${mention.amount}:${mention.currency ?? ''}:${mention.hasDecimals}:${mention.hasMultiplier}:${mention.isWords}:${mention.isSoftQuantity}:${isStrict}`;
  let answer = answers.get(key);
  if (answer === undefined) answers.set(key, (answer = readsAsNonMoney(analysis, mention, isStrict)));
  return answer;
}
const NON_MONEY_ANSWERS = new WeakMap<Analysis, Map<string, boolean>>();

function readsAsNonMoney(analysis: Analysis, mention: AmountMention, isStrict: boolean): boolean {
  if (isCount(analysis, mention, isStrict) || isScore(analysis, mention)) return true;
  // A year of birth and an age, with no currency said: no money.
  if (isBare(mention) && analysis.words.some((w) => BORN.has(w))) return true;
  // "fatura nº 47", "parcela 4 de 10", "a 5ª de 5", "installment 3 of 12": a number in a series, or the series' length.
  if (isBare(mention) && isNumbered(analysis.tokens, mention.numberIndex)) return true;
  // "do they have these in a size 10.5?", "calzo un 42 pero estas tallan pequeño": sizes, in a message about sizes.
  if (isSize(analysis, mention)) return true;
  // "éramos 9 y tardaron una hora", "fomos 6", "we were 8": how many people went.
  if (isBare(mention) && (PARTY_OF.has(analysis.words[mention.first - 1] ?? '') || (analysis.words[mention.first - 1] === 'were' && analysis.words[mention.first - 2] === 'we'))) return true;
  // "fiz 27 ontem 🎂", "cumplí 30 el sábado": the user's own age, on a birthday.
  if (isBare(mention) && OWN_AGE.has(analysis.words[mention.first - 1] ?? '') && Number(mention.amount) <= 110 && analysis.words.some((w) => BIRTHDAY.has(w))) return true;
  // "my mam turned 65 today", "a minha mãe fez 70", "mi abuela cumplió 90": an age.
  if (isBare(mention) && REACHED_AGE.has(analysis.words[mention.first - 1] ?? '') && Number(mention.amount) <= 120) return true;
  if (isRaceDistance(analysis, mention) || isBodyMeasure(analysis, mention) || isTimeRange(analysis, mention)) return true;
  // "pro vizinho do 302", "the neighbour in 4b", "el vecino del 5º": where someone lives.
  if (isBare(mention) && (analysis.words[mention.first - 1] === 'do' || analysis.words[mention.first - 1] === 'da' || analysis.words[mention.first - 1] === 'del') && NEIGHBOURS.has(analysis.words[mention.first - 2] ?? '')) return true;
  // "acordei às 5 pra fazer tudo": beside money, "às" an hour is a time of day (a price per item is "a 5").
  if (isStrict && isBare(mention) && analysis.language === 'pt' && analysis.tokens[mention.first - 1]?.raw.toLowerCase() === 'as' && Number(mention.amount) <= 24 && analysis.tokens[mention.first - 2]?.kind === 'word') return true;
  // "we lost by 3", "ganamos por 2": a margin of points.
  if (isBare(mention) && MARGIN_BY.has(analysis.words[mention.first - 1] ?? '') && WON_OR_LOST.has(analysis.words[mention.first - 2] ?? '')) return true;
  if (isStrict && isReferencePrice(analysis.tokens, mention)) return true;
  // ("paid rent 900, 60 quid left in the account now": beside money paid, a balance left is no money moved.)
  const end = analysis.tokens[mention.last]?.end ?? 0;
  if (isStrict && LEFT_IN_ACCOUNT.test(analysis.folded.slice(end, end + 32))) return true;
  if (isStrict && (isNamedAsNoMoneyBefore(analysis, mention) || isHeldInAccount(analysis, mention) || isDiscountOrVoucher(analysis, mention))) return true;
  // 'a 65" tv', "27” monitor": inches.
  const glued = analysis.tokens[mention.last + 1];
  if (isBare(mention) && glued !== undefined && INCH_MARKS.has(glued.norm) && glued.start === analysis.tokens[mention.last]!.end && !INCH_MARKS.has(analysis.tokens[mention.first - 1]?.norm ?? '')) return true;
  if (isVitalSign(analysis, mention)) return true;
  if (mention.currency === null && (isJoinedName(analysis.tokens, mention) || isModelNumber(analysis, mention))) return true;
  // A retirement plan's name: "my company matches 401k up to 6%".
  if (mention.currency === null && RETIREMENT_PLANS.test(analysis.tokens.slice(mention.first, mention.last + 2).map((t) => t.norm).join(''))) return true;
  if (!isBare(mention)) return false;
  // "arriendo 1 200 000": groups of thousands read as one amount, too short for a phone number.
  // (A phone number goes on in more digits, before or after: "310 555 1234", "+44 7700 900 123".)
  const groups = analysis.tokens.slice(mention.numberIndex, mention.last + 1);
  const runsOn = (t: Token | undefined) => t !== undefined && (t.kind === 'num' || t.norm === '+');
  const isRun = groups.length > 1 && groups.every((t) => t.kind === 'num') && !runsOn(analysis.tokens[mention.last + 1]) && !runsOn(analysis.tokens[mention.numberIndex - 1]);
  if (isRun && groups.map((t) => t.norm).join('').length < PHONE_DIGITS && !groups[0]!.norm.startsWith('0')) return false;
  const i = mention.numberIndex;
  const value = Number(mention.amount);
  return (
    isTime(analysis.tokens, i, value, isStrict) || isHourBesideMoney(analysis, mention) || isIdentifier(analysis.tokens, i) || isHolding(analysis.tokens, i) || isDayOfMonth(analysis.tokens, i, value)
  );
}

const NEIGHBOURS = new Set('vizinho vizinha vizinhos vecino vecina vecinos apto apartamento ape depto departamento'.split(' '));
const MARGIN_BY = new Set(['by', 'por']);
const WON_OR_LOST = new Set('won lost win lose beat beaten ganamos perdimos ganaron perdieron gano perdio ganhamos perdemos ganharam perderam ganhou perdeu'.split(' '));
/** A balance left, said right after its amount (NothingWords.leftInAccount). */
const LEFT_IN_ACCOUNT = new RegExp(`^[\\s\\p{L}]{0,8}?(?:${ALL_PACKS.map((pack) => pack.nothing.leftInAccount).join('|')})(?![\\p{L}\\d])`, 'u');
/** How far before an amount (in characters of the folded text) the words naming it are read. */
export const SAID_BEFORE_REACH = 48;
/** A balance named before its amount (NothingWords.balanceNamed), read on the text that ends where the amount begins. */
export const BALANCE_NAMED = new RegExp(ALL_PACKS.map((pack) => `(?:${pack.nothing.balanceNamed})`).join('|'), 'u');
/** What a job pays, said right before the amount (NothingWords.jobPays). */
const JOB_PAYS_BEFORE = new RegExp(`(?<![\\p{L}])(?:${ALL_PACKS.map((pack) => pack.nothing.jobPays).join('|')})(?: (?:like|about|around|uns|umas|unos|unas|como))?\\s*$`, 'u');
/** One field of every pack's NothingWords (or any string field), as one alternation (people mix languages). */
const packAlternation = (pick: (pack: (typeof ALL_PACKS)[number]) => string) => ALL_PACKS.map((pack) => `(?:${pick(pack)})`).join('|');
/** Currency words and articles that may stand between an amount and what it was: "30 euro voucher", "20 reais de desconto". */
const MONEY_FILLER = '(?:(?:euro|euros|dollar|dollars|bucks|quid|pound|pounds|reais|pesos|lucas)\\s+)?';
const DISCOUNT_AFTER = new RegExp(`^\\s*${MONEY_FILLER}(?:${packAlternation((pack) => pack.nothing.discountAfter)})(?![\\p{L}])`, 'u');
const VOUCHER = packAlternation((pack) => pack.nothing.voucher);
const USED = packAlternation((pack) => pack.nothing.usedBefore);
const ARTICLE = '(?:\\s+(?:a|an|my|the|um|uma|o|meu|minha|un|una|el|la|mi))?';
const USED_VOUCHER_BEFORE = new RegExp(`(?<![\\p{L}])(?:${USED})${ARTICLE}\\s+(?:${VOUCHER})(?:\\s+de)?\\s*$`, 'u');
const USED_BEFORE = new RegExp(`(?<![\\p{L}])(?:${USED})${ARTICLE}\\s*$`, 'u');
const VOUCHER_AFTER = new RegExp(`^\\s*${MONEY_FILLER}(?:de\\s+)?(?:${VOUCHER})(?![\\p{L}])`, 'u');

/**
 * A discount or a voucher used, beside the money paid (NothingWords.discountAfter, voucher, usedBefore): "had a 30 euro voucher
 * off so only paid 59.99", "used a $25 gift card at target and the rest was 38.40", "usei um vale de 50 e paguei 120".
 */
function isDiscountOrVoucher(analysis: Analysis, mention: AmountMention): boolean {
  const { folded, tokens } = analysis;
  const start = tokens[mention.first]?.start ?? 0;
  const end = tokens[mention.last]?.end ?? 0;
  const before = folded.slice(Math.max(0, start - SAID_BEFORE_REACH), start);
  const after = folded.slice(end, end + 32);
  return DISCOUNT_AFTER.test(after) || USED_VOUCHER_BEFORE.test(before) || (USED_BEFORE.test(before) && VOUCHER_AFTER.test(after));
}

/** A currency's exchange rate, said right before its number (NothingWords.exchangeRate), and a currency sign. */
export const EXCHANGE_RATE_SAID = `(?<![\\p{L}])(?:${packAlternation((pack) => pack.nothing.exchangeRate)})\\s*(?:r\\$|[$€£])?\\s*`;
const RATE_BEFORE = new RegExp(`${EXCHANGE_RATE_SAID}$`, 'u');
/** The limit a gift exchange agreed, said right before it (NothingWords.giftExchangeLimit). */
export const GIFT_EXCHANGE_LIMIT = new RegExp(`(?<![\\p{L}])(?:${packAlternation((pack) => pack.nothing.giftExchangeLimit)})`, 'u');
/** The net of the other amounts, said right before it (NothingWords.netResult). */
const NET_RESULT = new RegExp(`(?<![\\p{L}])(?:${packAlternation((pack) => pack.nothing.netResult)})`, 'u');
/** What an amount will be, said right before it (NothingWords.willBe). */
export const WILL_BE = new RegExp(ALL_PACKS.map((pack) => `(?<![\\p{L}])(?:${pack.nothing.willBe})`).join('|'), 'u');

const HOLDING_MONEY = new RegExp(packAlternation((pack) => pack.nothing.holding), 'u');
const IN_ACCOUNT = new RegExp(packAlternation((pack) => pack.nothing.inAccount), 'u');
/** Words that join a list's items: "and", "e", "y", a comma. */
const LIST_JOINT = /^\s*(?:,|and|e|y|&|\+)?\s*(?:(?:and|e|y)\s+)?(?:(?:like|about|around|uns|umas|unos|unas|como)\s+)?$/u;

/**
 * Money held in an account (NothingWords.holding and inAccount): "i have like 1,200 in checking and 4k in savings", "tô com
 * 1.250 na conta", "tengo como 80 lucas en la cuenta rut". Where it is kept comes right after the amount, and having it right
 * before it, or before the first of a list of such amounts.
 */
export function isHeldInAccount(analysis: Analysis, mention: AmountMention): boolean {
  const { folded, tokens } = analysis;
  const end = tokens[mention.last]?.end ?? 0;
  if (!IN_ACCOUNT.test(folded.slice(end, end + 40))) return false;
  const start = tokens[mention.first]?.start ?? 0;
  if (HOLDING_MONEY.test(folded.slice(Math.max(0, start - SAID_BEFORE_REACH), start))) return true;
  const previous = analysis.amounts.filter((a) => a.last < mention.first).at(-1);
  if (!previous) return false;
  const previousEnd = tokens[previous.last]?.end ?? 0;
  const between = IN_ACCOUNT.exec(folded.slice(previousEnd, start));
  return between !== null && LIST_JOINT.test(folded.slice(previousEnd + between[0].length, start)) && isHeldInAccount(analysis, previous);
}

/**
 * Beside other money, the words right before an amount say it moved nothing: a balance named ("pagué 80 de luz. saldo en
 * la cuenta 400"), what a job pays ("o trampo novo paga 3 mil, já gastei 200 no uniforme") or what it would be ("would've
 * been 33.98 without the deal", "la renta va a subir a 9,000"; alone, that may be a budget set: "meu orçamento vai ser 100").
 */
function isNamedAsNoMoneyBefore(analysis: Analysis, mention: AmountMention): boolean {
  const start = analysis.tokens[mention.first]?.start ?? 0;
  const before = analysis.folded.slice(Math.max(0, start - SAID_BEFORE_REACH), start);
  return BALANCE_NAMED.test(before) || JOB_PAYS_BEFORE.test(before) || NET_RESULT.test(before) || GIFT_EXCHANGE_LIMIT.test(before) || RATE_BEFORE.test(before) || (analysis.amounts.filter((a) => !a.isSoftQuantity).length > 1 && WILL_BE.test(before));
}
const INCH_MARKS = new Set(['"', '”', '″']);
/** Every pack's reference-price phrases (AmountWords.referencePrices), each as its words. */
const REFERENCE = (pick: (r: AmountWords['referencePrices']) => readonly string[]) => ALL_PACKS.flatMap((pack) => pick(pack.amounts.referencePrices).map((p) => p.split(' ')));
const REFERENCE_BEFORE = REFERENCE((r) => r.before);
const REFERENCE_OPENING = REFERENCE((r) => r.opening);
const REFERENCE_AFTER = REFERENCE((r) => r.after);
/** How many words before a price are read for a reference phrase (the longest phrase and the three-word reach). */
const REFERENCE_REACH = Math.max(...REFERENCE_BEFORE.map((p) => p.length)) + 3;

/**
 * Beside the price paid, a price the user did not pay: "$499 in the early black friday deal, was 899", "1,150 for november,
 * down from 1,300", "£38.50 with the railcard (57 without!!)", "dude offered 150 but i held firm".
 */
function isReferencePrice(tokens: readonly Token[], mention: AmountMention): boolean {
  // The words of its clause before it (nearest last, a few) and right after it.
  const before: string[] = [];
  for (let k = mention.first - 1; k >= 0 && tokens[k]!.kind === 'word' && before.length < REFERENCE_REACH; k -= 1) before.unshift(tokens[k]!.norm);
  const clauseOpens = mention.first - before.length - 1 < 0 || tokens[mention.first - before.length - 1]!.kind !== 'word';
  const after = tokens.slice(mention.last + 1, mention.last + 5);
  const endsWith = (phrase: readonly string[], within: number) =>
    range(0, within).some((skip) => {
      const end = before.length - skip;
      return end - phrase.length >= 0 && phrase.every((w, k) => before[end - phrase.length + k] === w);
    });
  if (REFERENCE_BEFORE.some((phrase) => endsWith(phrase, 3))) return true;
  if (clauseOpens && REFERENCE_OPENING.some((phrase) => phrase.length === before.length && endsWith(phrase, 1))) return true;
  // ("$212 new at the bookstore", not "£64.99 new pipe cutter": the words after it end there, or go on to a place.)
  return REFERENCE_AFTER.some((phrase) => {
    const next = after[phrase.length];
    return phrase.every((w, k) => after[k]?.norm === w) && (next === undefined || next.kind !== 'word' || PLACE_AFTER.has(next.norm));
  });
}
const PLACE_AFTER = new Set('at in from on and but so em no na do da en el y e pero mas'.split(' '));

/** Words that go on a time of day: "at 1 in a little cafe", "at 7 this morning", "at 4 before soccer". */
const AFTER_AN_HOUR = new Set('this last before after tonight in with till until then esta este nesta neste antes depois despues con com'.split(' '));
/** Words that put a price just after them: "came to 31.60", "was 27.90", "cost 60". */
const HOUR_PRICE_BEFORE = new Set('to was were cost costs paid spent foi custou deu fue costo salio gaste gastei paguei pague'.split(' '));
/** Where a clause of a message ends: a mark, or a word that starts another ("and then", "e", "y"). */
const CLAUSE_ENDS = new Set([',', ';', '.', '!', '?', 'and', 'then', 'but', 'e', 'y', 'mas', 'pero', 'depois', 'despues']);
/**
 * "spent 55 on groceries in tesco at 9 and then 22 on a taxi", "lunch with my cousin at 1 in a cafe, came to 34.50":
 * "at" an hour is a time of day when the words after it go on as a time does, or its clause already holds its money
 * ("lunch at 12, coffee 3" is lunch's price).
 */
function isHourBesideMoney(analysis: Analysis, mention: AmountMention): boolean {
  const tokens = analysis.tokens;
  const i = mention.numberIndex;
  if (tokens[i - 1]?.norm !== 'at' || !/^\d{1,2}$/u.test(tokens[i]?.norm ?? '') || Number(tokens[i]!.norm) > 12) return false;
  const next = tokens[i + 1]?.norm ?? '';
  if (UNIT_PRICE_WORDS.has(next)) return false;
  if (AFTER_AN_HOUR.has(next)) return true;
  // "tesco delivery came at 8, €94.60", "gp visit at 11 for my cough was 60 euro": a bare hour beside money said with its
  // currency or cents is the time, unless a count before it makes it a unit price ("2 pints at 6").
  const counted = tokens.slice(Math.max(0, i - 4), i - 1).some((t) => t.kind === 'num');
  const saidAsMoney = (a: AmountMention) => a.currency !== null || HOUR_PRICE_BEFORE.has(tokens[a.first - 1]?.norm ?? '');
  if (!counted && analysis.amounts.some((a) => a !== mention && !a.isSoftQuantity && a.first > i && saidAsMoney(a))) return true;
  let from = i - 1;
  while (from > 0 && !CLAUSE_ENDS.has(tokens[from - 1]!.norm)) from -= 1;
  let to = i + 1;
  while (to < tokens.length && !CLAUSE_ENDS.has(tokens[to]!.norm)) to += 1;
  return analysis.amounts.some((a) => a !== mention && !a.isSoftQuantity && a.first >= from && a.last < to);
}

/**
 * Product lines named by a number, with the highest one sold: "iphone 15 pro", "el fc 25", "ps 5". The
 * number is the model when a model word follows it or other money is said ("el iphone 15 está en 22,999");
 * a number above the line's models ("iphone 30") is no model.
 */
const MODEL_LINES: ReadonlyMap<string, number> = new Map([
  ['iphone', 17],
  ['fc', 26],
  ['fifa', 26],
  ['ps', 5],
  ['playstation', 5],
  ['galaxy', 25],
  ['pixel', 10],
  ['windows', 11],
]);
const MODEL_WORDS = new Set(['pro', 'max', 'plus', 'mini', 'ultra', 'lite', 'slim', 'se']);
function isModelNumber(analysis: Analysis, mention: AmountMention): boolean {
  const tokens = analysis.tokens;
  const highest = MODEL_LINES.get(tokens[mention.first - 1]?.norm ?? '');
  if (highest === undefined || mention.hasDecimals || mention.hasMultiplier || mention.first !== mention.last || Number(mention.amount) > highest) return false;
  return MODEL_WORDS.has(tokens[mention.last + 1]?.norm ?? '') || analysis.amounts.some((other) => other !== mention && !other.isSoftQuantity);
}

/**
 * The money of a message that has some: its mentions less the times, labels and ages beside it
 * ("bifana às 4 da manhã, 4,20", "ring me on 07700 900123, lunch 12"). When nothing but those is
 * left, all of them (the message then records nothing: see hasOnlyNonMoneyNumbers).
 */
export function moneyMentions(analysis: Analysis): { amounts: AmountMention[]; ignored: Set<number> } {
  // (A split bill's total is the user's part of it, alone or in a list.)
  const shared = analysis.amounts.map((a) => userShare(analysis, a, analysis.amounts) ?? a);
  // ("electric bill came to 120 split 3 ways so i paid my 40": the share said again after the split is the same money.)
  const sentenceOf = sentenceNumbers(analysis.tokens);
  const amounts = shared.filter(
    (a, k) => !shared.some((s, j) => j < k && s !== analysis.amounts[j] && compareAmounts(s.amount, a.amount) === 0 && sentenceOf[s.first] === sentenceOf[a.first]),
  );
  const ignored = new Set<number>();
  if (amounts.filter((a) => !a.isSoftQuantity).length < 2) return { amounts, ignored };
  let money = amounts.filter((a) => a.isSoftQuantity || !(isNonMoneyNumber(analysis, a, true) || isOrderNumberBeside(analysis, a)));
  if (!money.some((a) => !a.isSoftQuantity)) return { amounts, ignored };
  const kept = money;
  money = amounts.filter((a) => kept.includes(a) || isListPrice(analysis, a, kept));
  money = withoutAsides(analysis, money);
  const change = changeGiven(analysis, money);
  if (change) {
    money = money.flatMap((a) => (a === change.note ? (change.paid ? [change.paid] : []) : a === change.change ? [] : [a]));
    for (const k of change.words) ignored.add(k);
  }
  money = withWorkingsWorkedOut(analysis, money);
  money = withoutBreakdown(analysis, money, ignored);
  const rest = restOfTotal(analysis, money);
  const stated = rest ? undefined : totalStatedFirst(analysis, money);
  const first = rest?.total ?? stated?.total;
  const total = rest?.total ?? statedTotal(analysis, money) ?? first;
  if (total) money = money.filter((a) => a !== total);
  if (rest) money = [...money.map((a) => (a === rest.scaled?.[0] ? rest.scaled[1] : a)), rest.rest].sort((a, b) => a.first - b.first);
  if (stated && total === first && stated.factor !== 1) {
    money = money.map((a) => (a.isSoftQuantity ? a : { ...a, amount: normalizeAmount(multiplyAmount(a.amount, String(stated.factor))), hasMultiplier: true }));
  }
  // ("foram 80€ ao todo, 50 do jantar…": the words saying the total are no part's description.)
  if (first && total === first) {
    // ("spent 80 bucks today smh, 30 on a haircut": the day, a reaction and the pause after it too.)
    const saysNoItem = (k: number) => {
      const token = analysis.tokens[k];
      return token !== undefined && (isTotalWord(analysis.tokens, k) || analysis.dateTokens.has(k) || (token.kind === 'sym' && token.norm !== '(') || REACTION_WORDS.has(token.norm));
    };
    for (let k = first.last + 1; saysNoItem(k); k += 1) ignored.add(k);
    // (and the verb before it, "foram 80 ao todo", "spent 70 all in".)
    for (let k = first.first - 1; k >= 0 && (analysis.tokens[k]?.kind !== 'word' || TOLD_BEFORE.has(analysis.tokens[k]!.norm)); k -= 1) ignored.add(k);
  }
  for (const mention of shared) if (!money.includes(mention)) ignoreAround(analysis, mention, ignored);
  return { amounts: money, ignored };
}

/** Words that give the result of a working: "18.50 each way so 37", "uber 30 dividido com a ana, então 15", "= 110". */
const MY_PAYING = new Set('i paid my share part paguei pague eu yo mi minha meu a parte'.split(' '));
const SO_WORDS = new Set(['so', 'thus', 'makes', 'entao', 'entonces', 'osea', '=']);
/**
 * "train was 18.50 each way so 37", "bus is 2.40 each way so 4.80", "uber 30 dividido com a ana, então 15": a price, then
 * "so" and a whole multiple or part of it, is one item at the result. The price's place (and words) stays; the result's goes.
 */
function withWorkingsWorkedOut(analysis: Analysis, money: readonly AmountMention[]): AmountMention[] {
  const tokens = analysis.tokens;
  let result = [...money];
  for (const said of money) {
    if (said.isSoftQuantity) continue;
    let k = said.first - 1;
    // ("dividimos igual então paguei 70", "so i paid my 40": the user's paying said between.)
    for (let skipped = 0; skipped < 3 && MY_PAYING.has(tokens[k]?.norm ?? ''); skipped += 1) k -= 1;
    if (tokens[k]?.norm === 'que' && tokens[k - 1]?.norm === 'asi') k -= 1;
    if (!SO_WORDS.has(tokens[k]?.norm ?? '')) continue;
    const before = result.filter((a) => !a.isSoftQuantity && a.last < said.first).at(-1);
    if (before === undefined || before.currency !== said.currency && before.currency !== null && said.currency !== null) continue;
    // No other thing named between them, beyond a few words of the working ("each way", "split w our kid").
    if (tokens.slice(before.last + 1, k).filter((t) => t.kind === 'word').length > 4) continue;
    const ratio = (big: string, small: string) => {
      const n = Number(big) / Number(small);
      return Number.isInteger(n) && n >= 2 && n <= 12 && compareAmounts(normalizeAmount(multiplyAmount(small, String(n))), normalizeAmount(big)) === 0;
    };
    if (!ratio(said.amount, before.amount) && !ratio(before.amount, said.amount)) continue;
    result = result.filter((a) => a !== said).map((a) => (a === before ? { ...before, amount: said.amount, hasDecimals: said.hasDecimals || before.hasDecimals } : a));
  }
  return result;
}

const RATINGS = new Set(['star', 'stars', 'estrela', 'estrelas', 'estrella', 'estrellas', '/']);
const ASIDE_BEFORE = new Set(['size', 'step', 'age', 'aged', 'talla', 'tamanho', 'numero']);
/**
 * "wages in, £1,560.42. had 2 sick days in october so it's a bit down", "£850. now i've got 600 photos to edit", "since i
 * was 18": beside money said plainly (a currency, cents or thousands), a bare number in another sentence that counts
 * things, or is a year, a size or an age, is an aside, not more money.
 */
function withoutAsides(analysis: Analysis, money: readonly AmountMention[]): AmountMention[] {
  const tokens = analysis.tokens;
  const sentenceOf = sentenceNumbers(tokens);
  const priced = money.filter((a) => !a.isSoftQuantity);
  const plain = priced.filter((a) => (a.currency !== null || a.hasDecimals || THOUSANDS.test(tokens[a.numberIndex]?.norm ?? '')) && !isPriceSaid(analysis, sentenceOf, a));
  // (Or said with a verb of money in its sentence, for a sentence that says nothing of money: "the insurance paid out
  // 420. took 6 weeks and about 10 phone calls".)
  const stated = new Map<number, boolean>();
  const isStated = (a: AmountMention) => {
    const sentence = sentenceOf[a.first]!;
    if (!stated.has(sentence)) {
      const cue = detectType(wordsOfSentence(analysis.words, sentenceOf, sentence));
      stated.set(sentence, cue !== undefined && !cue.isWeak);
    }
    return stated.get(sentence)!;
  };
  const strong = plain.length > 0 ? plain : priced.filter(isStated);
  if (strong.length === 0) return [...money];
  const sentences = new Set(strong.map((a) => sentenceOf[a.first]));
  const isAside = (a: AmountMention) => {
    if (!isBare(a) || a.isSoftQuantity || sentences.has(sentenceOf[a.first])) return false;
    if (isQuietSentence(analysis, sentenceOf, sentenceOf[a.first]!) || isPriceSaid(analysis, sentenceOf, a)) return true;
    const next = tokens[a.last + 1];
    // ("2 sick days", "600 photos"; "otros 450 de chelas" is money for beers.)
    // ("a 5 star review", "rated it 10/10": a rating.)
    const counts =
      isPluralWord(next) || (next?.kind === 'word' && !STOPWORDS.has(next.norm) && isPluralWord(tokens[a.last + 2])) || RATINGS.has(next?.norm ?? '');
    const isYear = /^(?:19|20)\d\d$/u.test(tokens[a.numberIndex]?.norm ?? '');
    // ("since i was 18": an age.)
    const isAge = analysis.words[a.first - 1] === 'was' && analysis.words[a.first - 2] === 'i';
    return counts || isYear || isAge || ASIDE_BEFORE.has(analysis.words[a.first - 1] ?? '');
  };
  return money.filter((a) => !isAside(a));
}

/** Verbs that give a thing's price ("está en 3,800", "tá 1.400", "custa 90", "costs 50"), with the preposition they may take. */
const PRICE_VERBS = new Set(['ta', 'esta', 'custa', 'cuesta', 'sale', 'costs', 'anda']);
const PRICE_PREPOSITIONS = new Set(['en', 'a', 'em', 'uns', 'unos', 'like']);
/**
 * "ya me cayó el aguinaldo!!! 14,200 pesitos. el vuelo está en 3,800 ida y vuelta, qué dilema": a price said in a sentence
 * of its own, with no verb of the user's paying, is a price seen.
 */
function isPriceSaid(analysis: Analysis, sentenceOf: readonly number[], mention: AmountMention): boolean {
  const before = analysis.words[mention.first - 1] ?? '';
  const verb = PRICE_PREPOSITIONS.has(before) ? (analysis.words[mention.first - 2] ?? '') : before;
  if (!PRICE_VERBS.has(verb)) return false;
  return detectType(wordsOfSentence(analysis.words, sentenceOf, sentenceOf[mention.first]!)) === undefined;
}

/**
 * "… then my auntie sent me 50 for my birthday. 31 now, feeling ancient", "thermostat's at 68 now": a sentence whose
 * words say nothing of money (no currency, no verb of paying or receiving, nothing bought named) and more than its
 * number ("dinner was great. 45" says the price).
 */
function isQuietSentence(analysis: Analysis, sentenceOf: readonly number[], sentence: number): boolean {
  const words = wordsOfSentence(analysis.words, sentenceOf, sentence);
  if (analysis.amounts.some((a) => a.currency !== null && sentenceOf[a.first] === sentence)) return false;
  const content = words.filter((w) => w && !STOPWORDS.has(w));
  return content.length >= 2 && detectType(words) === undefined && matchLexicon(words, analysis.language) === undefined;
}

/**
 * "lunch 11 and uber home 16, 27 all in", "kroger 92.15 then shell 38.00 then taco bell 9.87 =
 * 140.02", "luz 67,30, agua 22 y fibra 35, 124,30 en total": a last amount that is exactly the sum
 * of two or more before it, in the same currency, with nothing named between it and the one before
 * (only punctuation or words of a total), is their total, not another item ("uber 10, lunch 20,
 * dinner 30" names a dinner).
 */
const TOTAL_GLUE = new Set('total totals all in en no ao todo so thats that\'s is es e y and then entao entonces da fica son sao deu dio salio came lol haha kkk jaja'.split(' '));
function statedTotal(analysis: Analysis, money: readonly AmountMention[]): AmountMention | undefined {
  const priced = money.filter((a) => !a.isSoftQuantity);
  const last = priced[priced.length - 1];
  const items = priced.slice(0, -1);
  const before = items[items.length - 1];
  // The same money: the items in one currency (or none said), the total in it or naming it ("40 conto").
  // ("bencina cuarenta lucas y peaje tres mil quinientos, total 43.500": an item may leave it unsaid.)
  const said = new Set(items.map((a) => a.currency).filter((c) => c !== null));
  const currency = said.size === 1 ? [...said][0]! : null;
  if (!last || !before || items.length < 2 || said.size > 1 || (last.currency !== null && currency !== null && last.currency !== currency)) return undefined;
  const between = analysis.tokens.slice(before.last + 1, last.first);
  // ("d1 3 x 4.500 la leche y 9.900 el arroz total 23.400": called a total right before it, the item before may name its thing after its price.)
  if (between.some((t) => t.kind === 'word' && !TOTAL_GLUE.has(t.norm)) && !isCalledTotal(analysis.tokens, last)) return undefined;
  return compareAmounts(addAmounts(...items.map((a) => a.amount)), last.amount) === 0 ? last : undefined;
}

/**
 * "uber to the airport 23, pretzel 9, beer at the gate 12. vacation mode on": in a list whose items each
 * end with their price, a label's number ending its item, with no other amount in it, is that item's price.
 */
function isListPrice(analysis: Analysis, mention: AmountMention, money: readonly AmountMention[]): boolean {
  const tokens = analysis.tokens;
  const priced = money.filter((a) => !a.isSoftQuantity);
  const endsItem = (a: AmountMention) => {
    const next = tokens[a.last + 1];
    return next === undefined || (next.kind === 'sym' && /^[,;.!]$/u.test(next.norm));
  };
  if (mention.isSoftQuantity || priced.length === 0 || !LABEL_NOUNS.has(tokens[mention.first - 1]?.norm ?? '') || !endsItem(mention) || !priced.every(endsItem)) return false;
  const before = priced.filter((a) => a.last < mention.first).at(-1);
  if (before === undefined) return false;
  const pause = tokens.findLastIndex((t, k) => k > before.last && k < mention.first && t.kind === 'sym' && /^[,;]$/u.test(t.norm));
  // The item names something bought ("beer at the gate 12"; "boarding at gate 12" names none).
  const item = analysis.words.slice(pause + 1, mention.first - 1).filter(Boolean);
  return pause >= 0 && matchLexicon(item, analysis.language) !== undefined;
}

/**
 * "spent 80 total at the mall, 50 on shoes and 30 on a hoodie", "60 en total en zara, 40 la camisa y 20
 * un cinturón": a first amount called a total right beside it, exactly the sum of the two or more after
 * it in the same currency, is their total ("80 on shoes, 50 on a jacket and 30 on a hoodie" names three).
 */
const TOTAL_WORDS = new Set('total totals altogether overall between entre'.split(' '));
/** Verbs and fillers that may say a total before it ("foram", "spent", "gastei"), with no item of their own. */
const REACTION_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.descriptions.reactions));
const TOLD_BEFORE = new Set([...ACTION_WORDS, ...STOPWORDS, ...REACTION_WORDS, 'foram', 'fueron', 'were', 'was', 'foi', 'fue', 'son', 'sao']);
/** Days said relative to today ("hoy", "ontem", "yesterday"). */
const RELATIVE_DAYS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => Object.keys(pack.dates.relativeDays)));
/** Two words that say a total ("foram 80 ao todo", "in all"). */
const ALL_TOLD = new Set(['ao todo', 'en todo', 'in all', 'all in', 'all up', 'came to', 'comes to']);
/** A word of a total at `k` ("total", "ao todo", "all in"). */
function isTotalWord(tokens: readonly Token[], k: number): boolean {
  const token = tokens[k];
  if (token?.kind !== 'word') return false;
  return TOTAL_WORDS.has(token.norm) || ALL_TOLD.has(`${token.norm} ${tokens[k + 1]?.norm ?? ''}`) || ALL_TOLD.has(`${tokens[k - 1]?.norm ?? ''} ${token.norm}`);
}

/** A word of a total right beside the amount ("80 total", "total 80", "foram 80 ao todo"). */
function isCalledTotal(tokens: readonly Token[], mention: AmountMention): boolean {
  const beside = [...tokens.slice(Math.max(0, mention.first - 2), mention.first), ...tokens.slice(mention.last + 1, mention.last + 3)];
  return beside.some((t, k) => t.kind === 'word' && (TOTAL_WORDS.has(t.norm) || ALL_TOLD.has(`${beside[k - 1]?.norm ?? ''} ${t.norm}`)));
}

/** Words before a place where a total was spent ("at", "down the pub"). */
const PLACES_OF_TOTAL: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.placesOfTotal));

/** Every pack's phrases for what is left of a total ("the rest", "o resto", "lo demas"). */
const REST_OF_TOTAL: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.restOfTotal));

/**
 * "spent 60 total today, 45 on gas and the rest on lunch", "gastei 200 no total, 150 no mercado e o resto de gasolina": a
 * total said first, one part after it and the rest named: the rest is an item of its own, the total less the part, read
 * where the rest is said.
 */
function restOfTotal(
  analysis: Analysis,
  money: readonly AmountMention[],
): { total: AmountMention; rest: AmountMention; scaled?: readonly [AmountMention, AmountMention] } | undefined {
  const priced = money.filter((a) => !a.isSoftQuantity);
  const [first, said] = priced;
  if (priced.length !== 2 || !first || !said || (said.currency !== null && said.currency !== first.currency)) return undefined;
  // ("gaste 30 lucas en total, 22 de nafta y el resto…": a bare part in the total's thousands.)
  const isBarePart = first.hasMultiplier && !said.hasMultiplier && !said.hasDecimals && said.currency === null;
  const inThousands = multiplyAmount(said.amount, '1000');
  const part = isBarePart && compareAmounts(inThousands, first.amount) < 0 ? { ...said, amount: normalizeAmount(inThousands), hasMultiplier: true } : said;
  if (compareAmounts(part.amount, first.amount) >= 0 || !isCalledTotal(analysis.tokens, first)) return undefined;
  const words = analysis.words;
  const at = words.findIndex((word, k) => k > part.last + 1 && REST_OF_TOTAL.has(`${words[k - 1]} ${word}`));
  if (at < 0) return undefined;
  const rest: AmountMention = { ...part, amount: subtractAmounts(first.amount, part.amount), currency: first.currency, first: at - 1, last: at, numberIndex: at, hasMultiplier: false, isWords: true };
  return { total: first, rest, ...(part !== said ? { scaled: [said, part] as const } : {}) };
}

/** How far after an amount its breakdown in brackets may open: "came to 44 in the end (…)". */
const BREAKDOWN_REACH = 6;

/**
 * "penneys haul came to 44 in the end (3 jumpers at 12 and pyjamas for 8 lol)": an amount, then in brackets two or more
 * amounts adding up to it exactly, is one item; the bracket is how it was made up.
 */
function withoutBreakdown(analysis: Analysis, money: AmountMention[], ignored: Set<number>): AmountMention[] {
  const tokens = analysis.tokens;
  for (const whole of money.filter((a) => !a.isSoftQuantity)) {
    const open = tokens.findIndex((t, k) => k > whole.last && k <= whole.last + BREAKDOWN_REACH && t.norm === '(');
    if (open < 0 || tokens.slice(whole.last + 1, open).some((t) => t.kind === 'num')) continue;
    const close = tokens.findIndex((t, k) => k > open && t.norm === ')');
    const end = close < 0 ? tokens.length : close;
    const parts = money.filter((a) => !a.isSoftQuantity && a.first > open && a.last < end);
    const sameMoney = parts.every((a) => a.currency === null || a.currency === whole.currency);
    if (parts.length < 2 || !sameMoney || compareAmounts(addAmounts(...parts.map((a) => a.amount)), whole.amount) !== 0) continue;
    for (let k = open; k <= end && k < tokens.length; k += 1) ignored.add(k);
    return money.filter((a) => !(a.first > open && a.last < end));
  }
  return money;
}

function totalStatedFirst(analysis: Analysis, money: readonly AmountMention[]): { total: AmountMention; factor: number } | undefined {
  const [first, ...items] = money.filter((a) => !a.isSoftQuantity);
  // ("foram 80€ ao todo, 50 do jantar e 30 do taxi": the parts may leave the total's currency unsaid.)
  const currency = items[0]?.currency ?? null;
  if (!first || items.length < 2 || items.some((a) => a.currency !== currency) || (currency !== null && currency !== first.currency)) return undefined;
  const sum = addAmounts(...items.map((a) => a.amount));
  // "gaste 80 mil en total: 50 en el exito y 30 en la drogueria": bare parts in the total's thousands.
  const isBarePart = (a: AmountMention) => !a.hasMultiplier && !a.hasDecimals && a.currency === null;
  const factor = [1, 1000, 1_000_000].find((f) => (f === 1 || (first.hasMultiplier && items.every(isBarePart))) && compareAmounts(multiplyAmount(sum, String(f)), first.amount) === 0);
  if (factor === undefined) return undefined;
  const tokens = analysis.tokens;
  if (isCalledTotal(tokens, first)) return { total: first, factor };
  // "45 en el super: 30 de carne y 15 de fruta", "£90 down the pub tonight, 60 on rounds and 30 on food": a first amount
  // its own clause, the parts after a colon, or after a pause when the first names a place, adding up to it ("90 on shoes,
  // 60 on a jacket and 30 on a hoodie" names three things).
  const pause = tokens.findIndex((t, k) => k > first.last && k < items[0]!.first && (t.kind === 'nl' || (t.kind === 'sym' && /^[,;:]$/u.test(t.norm))));
  if (pause < 0 || factor !== 1) return undefined;
  const opening = analysis.words.slice(0, pause);
  // ("gaste 500 hoy, 350 en el super y 150 de gasolina": an opening of nothing but the spending and its day.)
  const saysNothingBought = opening.every((word, k) => (k >= first.first && k <= first.last) || !word || TOLD_BEFORE.has(word) || RELATIVE_DAYS.has(word));
  return tokens[pause]!.norm === ':' || saysNothingBought || opening.some((word) => PLACES_OF_TOTAL.has(word)) ? { total: first, factor } : undefined;
}

const CHANGE_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.change.change));
const NOTE_WORDS: ReadonlySet<string> = new Set(ALL_PACKS.flatMap((pack) => pack.amounts.change.notes));
const CHANGE_JOINERS = new Set(['and', 'e', 'y']);
const PAID_WITH = new Set(['with', 'com', 'con']);
/** How far from the word "change" its amount may be ("got 13 back in change", "voltou 38 de troco"). */
const CHANGE_REACH = 3;

/**
 * Paying with a note and getting change: "gave the pizza guy a 50 and got 13 back in change" paid 37, "paguei a pizza
 * com uma nota de 100 e voltou 38 de troco" 62; with the price said, the note and the change are no item ("pague el pan
 * 2.300 con un billete de 10 lucas y me dieron el vuelto"). `paid`: the note less the change, read where the note is.
 */
function changeGiven(analysis: Analysis, money: readonly AmountMention[]): { note: AmountMention; change?: AmountMention; paid?: AmountMention; words: number[] } | undefined {
  const tokens = analysis.tokens;
  const changeAt = tokens.findIndex((t) => t.kind === 'word' && CHANGE_WORDS.has(t.norm));
  if (changeAt < 0) return undefined;
  const isNote = (a: AmountMention) => {
    const before = tokens[a.first - 1]?.norm === 'de' || tokens[a.first - 1]?.norm === 'of' ? a.first - 2 : a.first - 1;
    if (NOTE_WORDS.has(tokens[before]?.norm ?? '') || NOTE_WORDS.has(tokens[a.last + 1]?.norm ?? '')) return true;
    // ("gave him a 50": a bare round amount after "a", in English.)
    return analysis.language === 'en' && tokens[a.first - 1]?.norm === 'a' && isBare(a) && Number(a.amount) % 5 === 0;
  };
  const priced = money.filter((a) => !a.isSoftQuantity);
  const note = priced.find(isNote);
  if (!note) return undefined;
  // (Its amount on the same side of a pause: "me dieron el vuelto, después 1.500 de micro" is another item.)
  const beside = (a: AmountMention) => (Math.abs(a.first - changeAt) <= CHANGE_REACH || Math.abs(a.last - changeAt) <= CHANGE_REACH) && !tokens.slice(Math.min(a.last, changeAt) + 1, Math.max(a.first, changeAt)).some((t) => t.kind === 'sym' || t.kind === 'nl');
  const change = priced.find((a) => a !== note && beside(a));
  // The words of the change ("and got 13 back in change", "e voltou 38 de troco", "y me dieron el vuelto") say no item.
  const opens = Math.min(changeAt, change?.first ?? changeAt);
  let from = opens;
  while (from > note.last + 1 && from > opens - CHANGE_REACH - 2 && !(tokens[from - 1]?.kind === 'sym' || CHANGE_JOINERS.has(tokens[from - 1]?.norm ?? ''))) from -= 1;
  const words = range(CHANGE_JOINERS.has(tokens[from - 1]?.norm ?? '') ? from - 1 : from, changeAt);
  // And the note's ("com uma nota de", "con un billete de", "with a").
  const paidWith = range(Math.max(0, note.first - 4), note.first - 1).find((k) => PAID_WITH.has(tokens[k]?.norm ?? ''));
  words.push(...range(paidWith ?? note.first - 1, note.first - 1).filter((k) => tokens[k]?.kind === 'word' && (paidWith !== undefined || tokens[k]?.norm === 'a')));
  if (NOTE_WORDS.has(tokens[note.last + 1]?.norm ?? '')) words.push(note.last + 1);
  // The price said right before the note, with nothing but words between ("el pan 2.300 con un billete").
  const price = priced.find((a) => a !== note && a !== change && a.last < note.first && !tokens.slice(a.last + 1, note.first).some((t) => t.kind === 'sym' || t.kind === 'nl'));
  if (price) return { note, ...(change ? { change } : {}), words };
  if (!change || compareAmounts(change.amount, note.amount) >= 0) return undefined;
  const paid: AmountMention = { ...note, amount: subtractAmounts(note.amount, change.amount) };
  return { note, change, paid, words };
}

/**
 * "client paid invoice 1043, $1,200", "paid invoice 43, 2,300 in": a bare number after an order or invoice, beside money
 * in a currency or written as money (cents, thousands) far above it, is its number.
 */
function isOrderNumberBeside(analysis: Analysis, mention: AmountMention): boolean {
  if (!isBare(mention) || !ORDER_NOUNS.has(analysis.tokens[mention.numberIndex - 1]?.norm ?? '')) return false;
  // (Written as money, it must dwarf the number: "paid invoice 43 and 12.50 for stamps" paid both.)
  const writtenAsMoney = (other: AmountMention) => other.hasDecimals || THOUSANDS.test(analysis.tokens[other.numberIndex]?.norm ?? '');
  const isMoney = (other: AmountMention) => other.currency !== null || (writtenAsMoney(other) && compareAmounts(other.amount, multiplyAmount(mention.amount, '10')) >= 0);
  return analysis.amounts.some((other) => other !== mention && !other.isSoftQuantity && isMoney(other));
}

/** Words that only say when, next to an hour: "às 4 da manhã", "till 3", "a las 7 de la mañana", "at 9 pm". */
const HOUR_WORDS_BEFORE = new Set([...UNTIL_OR_AFTER, ...HOUR_ARTICLES, 'at', 'as', 'a', 'de', 'on', 'no', 'em', 'en', 'entre', 'between']);
const HOUR_WORDS_AFTER = new Set([...TIME_WORDS_AFTER, 'da', 'de', 'la', 'do', 'del'].filter((w) => !['e', 'y', 'and', 'en', 'em'].includes(w)));

/** The mention's tokens and the words of time around it, left out of the description. */
function ignoreAround(analysis: Analysis, mention: AmountMention, ignored: Set<number>): void {
  const tokens = analysis.tokens;
  for (let k = mention.first; k <= mention.last; k += 1) ignored.add(k);
  for (let k = mention.first - 1; k >= 0 && k >= mention.first - 3 && HOUR_WORDS_BEFORE.has(tokens[k]?.norm ?? ''); k -= 1) ignored.add(k);
  for (let k = mention.last + 1; k < tokens.length && k <= mention.last + 3 && HOUR_WORDS_AFTER.has(tokens[k]?.norm ?? ''); k += 1) ignored.add(k);
}

/** The message has numbers, and none of them is money. */
export function hasOnlyNonMoneyNumbers(analysis: Analysis): boolean {
  const hard = analysis.amounts.filter((a) => !a.isSoftQuantity);
  // "swam 40 laps": a count before a plural noun is the only number, and it is not money either.
  const said = hard.length > 0 ? hard : analysis.amounts;
  return said.length > 0 && said.every((a) => isNonMoneyNumber(analysis, a));
}

/**
 * The label nouns and the vital signs, for the spelling corrector (vocabulary.ts): known exactly, "portão" is
 * no longer "corrected" to "porção", which made the gate number a price, nor "febre" to "fibre". (Only nouns
 * that name a label or a sign: made known, the count units would pull real words to them, "paint" to "point".)
 */
export function* nonMoneyWords(): Generator<string> {
  for (const table of [LABEL_NOUNS, ROOM_NOUNS, ORDER_NOUNS, VITAL_SIGNS]) {
    yield* table;
  }
}

/**
 * A route's vehicles and running verbs, for the spelling corrector to leave as typed ("el 60 tardó" is not
 * "tarde"), never to correct other words to ("a partir" is not "partiu").
 */
export function* routeWords(): Generator<string> {
  yield* REACHED_AGE;
  yield* VEHICLES;
  yield* RUNNING;
  yield* CROWDED;
  yield* BORN;
}
