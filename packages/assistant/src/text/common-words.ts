/**
 * Everyday words of the three languages that are one typo away from a word the engine looks up
 * ("sister", "mother", "bread"): listed so the spelling corrector (vocabulary.ts) knows them and
 * leaves them alone. Folded. Found by running the most frequent words of each language through the
 * corrector and keeping those it would have changed; vocabulary.test.ts checks a sample.
 */
const list = (text: string): string[] => text.split(/\s+/).filter(Boolean);

const EN = `
  accounts acres actor administration advance alcohol alter amanda analysis andrea andreas andrew
  andrews apply aquatic archives areas argentina arising armor arrival arrive arrow aruba
  assessments baker basin basis baskets batch baths battle bc bears beast began belle belly below
  bikes birds blacks blake blank block blond bloody bloom blues boats bones boobs bookings booth
  booty bottles branch brave brazil break breed broad broke brooks buffer bufing bunch burner buses
  butter buyer cables cache cakes calls camel camera cameron capitol carlo carlos carries carry
  cedar cellular centers centre cents chaos chargers charter checks chevy chicks child choir chuck
  circles circulation cisco civic clara clarity clark clause cleaners clearing click clinical
  clinics clips close closes clubs coach codes colleges columbia combo comic commercial
  commissioner commissions commodity communist comparisons competing complete compute computed
  computers computing concept concepts concern concerns condo conducting congo connection
  consisting consoles construct consult consultant continent continental contract control controls
  convention convert converter cooling cooper coral cosmetic councils cover crash crops cruises
  cursor custom cycle daily daisy damaged damages davis deals dealt declaration deeper deliver
  delivering delivers dentists desert devel devon diagnosis diagnostic diana diary digit dimension
  discovery discs displays disposition distances diversity divided doctors domestic donate doors
  dozen dream driven driver drives drove drunk dying eagles earrings economic economics economies
  educational electrical electronic electronics elite elvis enemy enter estimate estimates europe
  events examines exams executive expenditure expressed expressions extras factor factors fares
  farmer farms fathers federation feeds feels festivals fever fiber fibre fifth fight filed filing
  films filters finals finances fired float floor flour flows flush flyer forth foster francis
  frank fully functional gadgets gains gamma gardens gerald giants given gives grain grande grass
  groups guarantee guarantees guard habits hairy harmony haven header healthy heard hearing heated
  heath heather heroes hiring historic historical holes holidays horses hospitals hosted hostels
  hosts households houses humans hundreds hungary inform informed inner insertion intel interested
  interests invention ireland islands italic jackets jamie joins jokes jones julia julie junior
  keyboards kings kruger labor laboratories laboratory lanes lanka laptops large latex launches
  laura lesson letter license linda linear lined lions liver loads locked logan logging looks loves
  lower lowest lucia magazines malta manager manga manner manuals maria marina mario marked marker
  markets marsh marshall match materials mayor means mechanics median medications meditation menus
  metals miami michael milan milton minds mines minus mobiles model moderator moderators morrison
  mortgages moses motels mothers motor motorcycles movers multi museums nancy nations naturals
  nature needs never north notebooks notion notre numbers officer offices oliver opens optical
  optics others outlets packing pages paint pairs palace pamela panels papua parent parish parks
  partly passage passed paste patent patrol peace peers pensions peoples perry person personally
  piano piece pirates placed places plain planets plants plates playing point pointer poker polls
  porno ports portuguese postal poster posts powder powers precious presence presently preston
  prevent priced prices pride primary prince principal principle principles print printed printers
  prize produced producer producers produces product production productions products projects promo
  properly protect provinces provincial pumps queens quilt radios ralph randy rapids ratio realm
  rebates records reform reforms refrigerator register relates remedies remix render rentals report
  reported reporter reset residential resorts respect resume resumes retention return revenge
  revenues revisions riders rising rivers roads rocket rocks rocky rooms rounds rover rules runner
  salad salem salmon sauce saudi saves saving scales schools scoop score seats second secrets
  semester serves seventh severe shade shall shame shape share shaved sheer sheet sheets shelf
  shift shirts shock shore shorts shown sides silly similarly sixth skirt slave sleep slide smell
  snake socks southeast sparc speakers spears spell spirits spots spreading stack staff stage
  starring starting stated statements states stations stats steal sterling steven sticks stones
  stops stored stores storm story stream students studies suburban superb superior supplement
  supplemental supplied supplier suppliers swing tables tablets takes tales targets tariff td
  televisions tells tender tennis terminals territories texts thong thongs thousands threat timer
  tired title tools trace track trade trades trail trailer trained trainers trains transfers
  transform transit travels treaty trend trends trick tries trucks trunk tubes tumor types ultra
  uniform unions unity utils vacations vagina valve varies various vegetable vehicles verification
  verse victoria victorian videos views vitamin wales walls walter wants waters waves wendy whale
  whose wicked winds wines witch words worlds write zones
`;

const PT = `
  abrir abriu aceita aceitaria aceitei aceito acerte acusar administracao admira admirar aguenta
  alemanha alianca alimentar alimento altos altura aluna amado americanos andam andares andou anjos
  anonimo aposto aranha archie armou artes assado atacados atacando atire ativa atlantico atuar
  autor avanco avise aviso bacana balas bananas bancos bando baratas barba barcos bares barney
  batia bebada bebem bebia bebido besta bicha bicho bilhetes bolsa bombas boneco bracos branco
  brody burra cabelos cabra cacar cachorros caiam caido caixao caixas calcas callie calma calmo
  caminha camisas canais caneta capita capitao carinha carla carregada carregado carregando carrie
  carta casais casar casca casos causas celula celulas cenas cereja certeza certo chama chame
  charme chata chego chegue cheia chequei cheques chines chinesa chique choque chora chore chorei
  chupa chuva chuveiro ciclo cintos circo circulacao clube cocaina coitado colina comecamos
  comerciais companheira companhias comparado completa complexo complicacoes comprando compreendo
  computadores comunicar comunidade comuns conde condicional conectar connor consolo construido
  consultar consultor consultorio consumo contatos conter contou contrato controla controles
  controlo conversar convincente copia cores corra corram correio correntes corridas cortada
  cortando cortei cortes cortinas cozido cozinha crane creditos credo crise cristo cubra curto
  custar custos declaracao decoracao dentes depor derem derrame dever deveria deves diagnostico
  diario digno direita direito diretor discos disposicao disser disto docas doentes dores doses
  doutor dragao drogado economia economizar egito eletrica eletricidade eletronica eletronico
  emprestado encantado encantador encantadora enganados entao entrarem entregar entrego
  entretenimento erros escala escalar escapar escolha escolta escudo escuros espacial estacao
  estados estando estradas estuda estudio estudo estudos eventos exato executivo exijo expressao
  expressar faixa famosa farao fardo farei faria farsa farto federacao feias feitos felix fenda
  ferida feridas ferir feriu festas fibras filmes financeira financeiro financeiros firme fizer
  fogos forte fracos franca francois frango franz frasco freddy freios frente fresco fritas frito
  frota fruto frutos funciona funcionam funcionar funcionara funcionou furia garrafas gases
  gastando gavin gerar globo gostado gostamos grama grana graos graus gregos grito guardo havai
  historia historias homem homer honesta honesto hostil hoteis houve humanas humano idioma idiotas
  igrejas importo impressoes inglesa iniciou interessa interesse interesses irene italianos jogou
  junta jurou justa lancamento largar largo latas latim lavando leito lembram lembrei lembro leste
  levado levar levara levou libby licenca lidar limpe lindas lindo linha livrou localizar loira
  louca louco lutam luzes macas macio maduro mafia magra maior mamae mancha mandando mandato mando
  manter maquinas marcha marcos marcou mares marissa marte matei matem materia mecanica medicas
  medicos megan meios menor mercadoria mesas mestres meteu metido midia milho minimo montes mortes
  morto movimento movimentos muita mundos musica musico nadar nadia natal negocios negro nenhuma
  nobre noivo nojenta novos numeros ocidente otima outras outro ouvidos ouvindo padrao padre
  padroes paisagem palco papai paradas parados param paramos pararam parentes pares pariu
  parlamento parou parte participar particulas partida partindo passamos passaros passem passou
  patty paula pausa pedido pedimos pedir pediu pedro pegamos pegar pegaram pegou pendurar pensado
  penso perai perda perde perdidos pernas personagem personagens pesados pessoa pessoais pessoal
  piada pilha pinta piranha pistola planejou planeta planos poder poderao polly pondo ponho ponte
  pontos porao porco porque porta portas portugues poste postos povos pratos prazo preciosa
  precisam precisar precisas preco prepara preparada preparado preso presta preste primeira
  primeiro principais produto produtor projetos prometo pronta prontos propaganda proxima proximo
  psicologia publica publicas pular quadro queixo queridos quieta quilos quintal raiva rapido razao
  reacao recebem recebera recebeu recorde redes regimento relatorios renee republica residencia
  respeito restaurantes restaurar retardado rever riley rocha rouba sabao sabes sabio sacola sadie
  safado salmao salvo sanduiche sanduiches santo sarro secao secar secreta secreto seguida seguidos
  segura segurancas segurando seguras segure segurou senao senhora serena serias serie serios
  servicos sexto shane shelly sinta skate socios sofre sonha sonia sonny soube suave sully supor
  suprimentos surra tammy tanner tanto tarefa tecnicas tecnico telefones telefonou tendencia tenta
  terceira teria termina terminar terminaram terra territorio tesao tesoura tesouros testa teste
  testes tetas timmy tinta tiras tirei tirem tiros tolos tonta torna trabalha trabalhe trabalhos
  trabalhou traga tragico trair traiu transamos transferir trato trazer trens trigo trish trono
  uniao unica unicos unidade unido urgente vamos vapor varias vazios vejam vencemos venci venha
  vento ventos ventre verao verme vermes vestida vestidos vestindo vidro viena vince vinda vindas
  virgem virgil viuva vivas vivia vivos votos walsh willy zumbi
`;

const ES = `
  abrela abrelo abrio abuelos acepte activa activo actos actuar actuas admirador ahorros aleman
  alemania andan andas apunten arana arregla arreglare arregle arreglos arriba articulo asistencia
  atado atascado avancen azucar bajos bandera banos baron barro basada bellas belleza bello besar
  billete blanco bonos buena cabello cabina caida caliente calientes callado calmado calme calvo
  cambios camino capitan cargado cargar cargas cargos carver centros cerro chicle chinos ciaro
  cielos cientos cierto claros claus coches cocinar coger cogido cojones colores comerciales
  comeremos compania companias compasion complejo comprende comprendo computadoras comunicaciones
  comunicado concierne confesion conservar consigue construyo contactos conteo contestar convertir
  convierta convierte copas correo corres corria corriendo corten cortos cosita cosmo costado
  costar creame crece crees crema cruza cruzo cuadro cuente cuestan cueste darte deben deber debera
  deberian deberias debes debio decido decimos decir declaraciones depto detras devolvere dices
  diente dieran digan dijeron doctora doler dolor dolores dudas duras electronico empleado entorno
  entregado entregas entrenado entrenando entres escapa escapo escoba escuelas espacio estacion
  explicaciones expresion extrano fiestas financiera flanco fondo frenos fuentes fuerte funcionado
  funcionan funciones ganador ganando grado grados grano guapo gustado habias haciendo hagan halla
  halle hamburguesas haran haras hayan helada helados hojas hueco huelo hueso huesos informa
  informes interes interesa interesan izzie jamas jueces juega juegas laboratorios landy lanza
  lanzar largas leiste libera ligera limon llega lleno llevo locos luchar madera maestros mamita
  mananas maneja manos mantenga manzana marcho marcy marica matala mataran medicacion medios merrin
  meten meterse metio mezcla monos monton movimiento movio nacio nieve ninez ninguna ninguno nobel
  nobles novio nueva nuevo occidental oficinas ogros olvidare olvidas olvido otras paganos pagaras
  pagare pagarte paisaje pandillas panza paolo parris partidos pasame pasare pasas pasaste pasen
  patadas peces pediatria peliculas perdio perra perros personaje personajes piensa piense pierdas
  pierna pieza placer pluma podran podras polvo poner ponla potente pratt prefiere preguntes
  presentar presento prestado pretendes prisa producto productor profesora propia proyectos puesto
  queden quien quincy quiso quito ramera ramon recepcion recibido recibimos reciente recordare
  recuerdan recuerdas regan regla regresado reportes residentes respeto ringo rocas ropas rubia
  rubio rueda rusia sabido sabre sacado salgo salia salir salta saludo salvado sangra saori
  senadora senal seras servicio siente simio solas solos starbuck sucio suena tarda tardes tarta
  telefonos temas temes tendra teneis tenes tenga tenias tercero terminan terminaron terminaste
  tesoro tienes tigres tiren tocas tomes trabaja trabajado trabaje trabajos traen traia traigo
  trajo tranquilidad tranquilizate tratos traves truco vacia vacios valle varon vasos vecina vecino
  vehiculos vendio vendras venga vengas venia venid veran verdadero verle verne verte vestibulo
  viejas viejos vienes viera virgen viste vivio vuela vuelto vuelvo zapato zonas
`;

export const COMMON_WORDS: ReadonlySet<string> = new Set([...list(EN), ...list(PT), ...list(ES)]);
