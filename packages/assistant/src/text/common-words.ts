/**
 * Everyday words of the three languages that are one typo away from a word the engine looks up
 * ("sister", "mother", "bread"): listed so the spelling corrector (vocabulary.ts) knows them and
 * leaves them alone. Folded. Found by running the most frequent words of each language through the
 * corrector and keeping those it would have changed; vocabulary.test.ts checks a sample.
 */
const list = (text: string): string[] => text.split(/\s+/).filter(Boolean);

const EN = `
  posted posting mercy
  abuse academic accounts acres administration alias alter amanda analyses analysis analysts apply
  approximate aquatic archives argentina arising arrive arrives arrow assessments baker balanced
  balls banks bc bears below billy blank bones boobs bookings branch break breed broad brook brooks
  brought buffer bufing bunch burner cables cache camel camera cameron capitol cards cargo carlo
  carol carry casio cells cellular centre cents chance chargers charter checks chose christian
  christians chuck circulation cisco clarity clause cleaners clear clearing clinical clinics close
  closes clubs coach codes collective collector colleges columbia combo comic commercial
  commissioner commissions commodity communist companion comparable comparisons competing complete
  compute computed computers computing concept concepts concern concerns condo condos conducting
  congo connected connection consisting consoles const construct consult consultant continent
  continental contract control controls convention convert converter cooling corrected cosmetic
  councils cover crash cruises cursor custom daisy damaged damages declaration deeper deleted
  deliver delivering delivers dense dentists department departments desert devel devon diagnosis
  diagnostic dimension discovery displays disposition distances diversity divided doctors domestic
  donate donor doors dozen dream drunk dying earrings economic economics educational electrical
  electronic electronics elite essay essex estimate estimates examines exams excessive executive
  expenditure expressed expressions extensive extras factor factors fares farmer fathers federation
  feeds feels festivals fever fiber fifth fight filed filing films finance float flood floor forth
  forum foster francis frank freely functional gadgets gains gamma gates ghana given gives grades
  grain grande grant grass guarantee guarantees guitar hairy haven healthy heath helps historic
  historical holidays homes hospitals hosted hostels households hundreds inform informed insertion
  interested interests invention ireland jackets jokes jones julia julie junior keyboards kings
  kruger labor laboratories laboratory lanes laptops later latter launch launches layer least
  lesson license liked likes lines liver locale logan logging lucia magazines mails maker makes
  manga manuals marina marked marker markets marsh marshall materials means meant mechanics medal
  medications meditation mental metal metals miami michael milton minds mines minus mobiles model
  moderator moderators monkey moore morrison mortgages moses motels mothers motor motorcycles mouth
  movers museums nancy naturals naval needs nested nodes noise notebooks noted novel numbers
  optical optics others packing pages papua parcel parent parks partly passage passes patent patrol
  peace pensions peoples perry person personally phones piano piece pirates pixel plain plants
  plates playing pleased pointer poker polls portuguese poster posts powder powers prague precious
  presence presently prevent pride primary principal principle principles printed printers prize
  produced producer producers produces product production productions products projects properly
  protect provinces provincial public query rally randy rapid rapids reads realm realty rebates
  receiver receives recorder recover reform reforms refrigerator register relate relates remedies
  remote removal render rentals reported reporter reset residential resorts respect retention
  return revenge revenues revisions riders ridge rising rocket rules salad salem sauce saudi saving
  scale scales schools score second sells semester sending sends services setting seventh shaved
  shift shipping shirts shore short shown sides similarly sixth skirt slave slide smell socks solid
  southeast speakers speed spell spreading stack staff standings starring starting statements
  stations steal sterling steven sticks stock stopping stops stored stores storm story stream
  students studies subtle suburban suite superb superior supplement supplemental supplied supplier
  suppliers table tables tablets taken tales tapes targets tariff td televisions tender tennis
  terminals territories texts thats thong thongs thousands threat title tools trace trades trail
  trailer trailers trained trains transaction transfers transform transformation transit transition
  translations translator travels treaty trees trend tumor types u uniform unity ur utils vacations
  valve varies various vc vegetable vehicles verification victoria victorian videos views vitamin
  voice volvo wales walter wants waters waves weekends wendy whale wheat while whose width wines
  witch wound yours yr
  point route speak track trick
  accounting albania alive angel areas assignment ballot beach beads blind booth booty breach brown browse
  brush bullet butler calculate calculated calculation carter chain champions chapel choir color condition
  conditional conditions connector contributions controlled correction correctly delhi denial diving dressed
  economies estate exclusion expression finest fires fixes flame fleet focus framed header heated heather
  impressed japan jason joins mambo message multi ontario pamela panel panels paraguay pearl peers penis plate
  preservation print pulse pursue roster sandra scary sheet shoot silly slots spies spots towers vagina whore
  adapted alberta apparatus basin basis commander decorating journal larger lease periodic taylor
  leeds broke blown small guess being though wasnt talking shipped lucky slept skint theyre tyler missus
  square infection booker swift croke mornin thinkin meself coupon glasto manila rolex fronted cement tapped copped
  decide instalment woodies tally
`;

const PT = `
  porta portas portal
  abrir abriu aceitaria acreditamos acreditar acreditaria acusar administracao admira admirar
  adotar adversario aguenta aguia ajudam ajudar ajude ajudo alema alemanha alianca alimentar
  alimento almas altar alvos amado americanos andam andou anita anjos anonimo aposto aquelas
  aqueles aranha archie artes assado atacados atacando atlantico atrai atraso atuais atualmente
  atuar autor bando baratas barba barcos bares barra bebada beber bebia bebido bicho bilhetes bolos
  bolso boneco bonitinho bonito bonitos burra cabelos cabos cabra cachorros caiam calado calcas
  calcinha calcinhas calma caminha caminho camisas camisinha capita capitao carinha carinho
  carregada carregado carregando carrinho carta cartas cartaz carvao casal casar casca casei casos
  cauda causa celula celulas cenas cereja certa certeza certo chama chame charme chave chega
  chegara chegarao chegarem chego cheia chore chuveiro cintos circo circulacao claras classe clube
  cofre coitado coloque coloquem comecamos comerciais comia comido companheira companhias
  comparacao comparado completa complexo complicacoes comprando compraram compreendo computadores
  comunicar comunidade comuns condicional conectar consolo construido consultar consultor
  consultorio contam contar contatos contou contra contrato controla controles controlo conversar
  convincente cores corra correio correntes corridas cortada cortando cortei cortes cortinas
  cozinha crane creditos credo crise cristo cubra curto custar custo custos damas declaracao
  decoracao deitado dente dentes depor derem derrame dessa desses desta destes devem dever deveria
  deves diagnostico dicas digam direita direitinho direito diretor disposicao dizer docas doentes
  doris doutor durma economia efeito egito eleito eletrica eletricidade eletronica eletronico
  emprestado encantado encantador encantadora enganados entrado entrarem entre entregar entrego
  entretenimento envia envio erros escala escalar escapar escolha escolta escudo escuros espacial
  essas esses estacao estavam estavas estes estrada estradas estudio estudo estudos exato executivo
  exijo expressao expressar falha falsa faltam faltar farei farta federacao feias feridas festas
  filmes financeira financeiro financeiros firme fizer fonte foram forca forem forma formam forte
  fraco fracos franca frances francois franz frasco fratura freira frota fruto frutos funciona
  funcionam funcionar funcionara funcionou futura gancho ganha ganso garrafas gases gasta gastando
  gavin gesto gostado gostamos gostar goste gostei gosto graca gracinha grana grata grato graus
  grita hamburgueres haver historia historias homem homer honra hostil hoteis houve idioma idiotas
  importo impressoes indio inglesa iniciou interessa interesse interesses irene italianos jogou
  junta juntar junte junto jurou justa lancamento largue larguem latas lavando leito lembram
  lembrei lembro leste levado levou licenca livrou localizar loira longo louca loucas lutas luvas
  luzes macho macio madre mamae mancha manda mandando mandato mande mandem mando mandy manny
  mantinha maquinas marca marcado marcha marcos marcou mares marinha marte materia mecanica medicas
  medicos medida medidas medio medir meios menor mentais mentalmente mercadoria mesas mestre
  mestres midia milao milho minta montes morre morte mortes mostrei movel movimento movimentos
  mudara mudei musica musico nadia necessito negocios nenhuma nessas nesses nestas nestes nisso
  nojenta nomes nossas nossos notas notei nozes numeros obras ocidente otima outras outro ouvidos
  ouvindo padre padrinho padroes pagaria paisagem palco papai parada paradas parado parados param
  paramos pararam parentes pares parlamento parou parte participar particulas partida partindo
  parto passa passamos passando passara passarinho passaro passaros passava passei passou patty
  pausa pecas pedido pedimos pedir pediu pedra pegamos pegar pegaram pegou peguem penas pendurar
  pensado perai perde perdidos perito pernas personagem personagens pesada pesado pesados pessoa
  pessoais pessoal pilha piranha pista pistola placa planeja planejou planos planta poder poderiam
  podia polly portugues possa posse postos pouso povos praga prata prazo preciosa precioso precisam
  precisar precisas precisou prepara preparada preparado preso presos pretende primeira primeiro
  principais produto produtor projetos prometo propaganda psicologia publica publicas quadro
  quantia quartos queira queixo queriam queridos quieta quieto quintal rapidinho rapido razao
  realidade receba recebe recebem recebera recebeu redes regimento registrada registrado relatorios
  republica residencia respeito restam restaurantes restaurar retardado rouba sabes sabio sacola
  safado saiba saira salada salas sanduiche sanduiches seguida seguidos segura segurancas segurando
  seguras segure segurou seios senhora senhorita senta sente senti servico servicos sexto sobrinha
  sobrinho sofia solida solto sombra soube suave supor suprimentos tango tanner tanto tarefa
  tecnicas tecnico telefones telefonou tendencia tenha terceira terem teria termina terminado
  terminaram terra territorio tesao tesoura tesouros testa teste testes tigre tiram tiras tiros
  tiver tocar todos tolos tomei tomem tonto tornei torre torres trabalha trabalhe trabalhos
  trabalhou tracos tradicao traga tragico trair traiu transamos transferido transferir trato trazer
  trigo troco tropa uniao unica unicos unidade vapor varias vazios vejam vemos vencemos venci venha
  vento ventos vermes vestida vestidos vestindo vidas vidro vimos vince vindas virgem votos vozes
  walsh willy carla
  pronta porque fomos fotos miudo miuda vinha vinhas revisar revisa ordenado ordenados focas
  americano angel aponta apostar areas astro atacada balde batem beach belos bender bernie boato booth brigas
  brinca brown cadeia calar camada campainha carreira carteiro carter ceder chamaria choro ciumento comportar
  controlar corpos corre correto corretor curva dominic economizar entra escritora escritores especiais
  especies espero estuda facil finge frase golfo heather houver japao jason jonas lemos lenco licao licoes
  limpo mesma moradores morando mostrado mover muita muitas negro notar operar palma palmas pamela parente
  pearl penis pense perca perdas planeta planetas plantao plantar podes ponte querida ratos razoes repita
  salmao sandra satanas serem tanta tenta tente terao terminar termo tinha tonta torno touro transportar turno
  unido vagina veias velhas veste vinda vingar visita
  adaptar barata bonitao calmo carona cavar certificado conhecido costuma costumo fantasma gardner gibbs gritar
  guiar nivel pacto pesar pinto pirata presas taylor vilao
  subiu levei pensar velha braga augusta registei estudante tempo senhor verao ligar promo duvido renova acores
  acredita corretora talao dormi andei chover viver promovido entregador chocada carago manel
`;

const ES = `
  fecha fechas fundio fundieron
  abras abrela abrelo abriendo abrio abuelos actos actua actualmente actuar actuas admirador aguja
  aleman alemania alquilar andan andas apaga apunten aquella ardiendo arregla arreglare arregle
  arreglos articulo asistencia atado atascado atrae ayudan ayudar ayudas ayude ayudo bajos bandera
  banos baron basada billete blanco bonos buena cabello caida caliente calientes calla callado
  calles calmado calme cambiado cambiara cambiarlo cambie camila camina capitan caray cargado
  carver cazas cenar centros cerdo cerro cientos cierto cinta cintas claus clavo coches coger
  cojones colores comerciales comeremos comoda compania companias compasion complejo comprende
  comprendo computadoras comunicaciones comunicado concierne conejo confesion consejos conservar
  consigue construyo contactos conteo contestar convertir convierta convierte copas corran correo
  corres corria corriendo cortas corten cortos costado creame crece creer crema cuadro cuando
  cuarta cuartos cubre cuentan cuente cuentes cuestan cueste cumpli cumplo darme deben deber debera
  deberian deberias debes debio decido decimos decir declaraciones delito demas devolvere dices
  diente dieran digan dijeron diras diselo diste doctora doler dolores dosis dudas duras
  electronico empleado entorno entras entregado entregas entrenado entrenando entres envien escoba
  escuelas espacio estaban estabas estacion esten estuve explicaciones expresion extrano falda
  falla faltan felicito fiestas financiera flanco fractura fueran funcionado funcionan funciones
  ganador ganando generalmente gimnasia gracia grados grano grasa gusta gustado gustar guste gusto
  hacen hacer haces haciendo hallo hamburguesas haras harta helada helados hojas hueco huelo hueso
  huesos informa informes interes interesa interesan jueces juega juegas laboratorios landy lanzar
  leiste libera llega llegaran lleva llevaron lleve logro luchas maestros mamita manden maneja
  manta mantenga marcho marcy matala mataran mates medicacion metere meterse metio monos monton
  movimiento movio muchos muestran muestras muestre necesita necesite nieve ninez ninguna ninguno
  nuestras nuestros nueva nuevo obligado occidental oficinas ogros olvida olvidare olvidas olvido
  otras pagado paganos pagaras pagare pagarte paguen paisaje pandillas paolo partidos pasaba pasame
  pasan pasando pasar pasara pasare pasaria pasaron pasas pasaste pasen patada patadas patan peces
  pediatria pelea peleas peliculas perdio perla perra perros personaje personajes piensa piense
  pierdas pierna plaga playa podra podrian podrias polvo pondria poner ponlo potente precio precios
  prefiere preguntes presenta presentar presento prestado pretendes prisa producto productor
  profesora prometio propia proyectos puede puros qaeda quedan quedar quedas quede queja quema
  quemo querian querias querra querria quiera quiere quincy quise quita ramera ramon recepcion
  receta recibido recibimos recibir recibira reciente recordare recuerdan recuerdas regresado
  renata reportes residentes respeto ronda ropas rubia rubio rusia sabido sable sabra sacado salir
  salte salvado sello senadora servicio siente simio sintio solas starbuck subes subete suelo
  suelto tarda tardes tarjetas techo telefonos telly temes teneis tener tenes tenga tenia tenias
  tercero terminada terminan terminara terminaron terminaste tesoro tiago tigres tocas tomas tomen
  trabaja trabajado trabaje trabajos tradicion traen traer traes traia traigo trajo tranquilidad
  tranquilizate tratos traves troya uitima uitimo vacios valle varon veamos vecino vehiculos venas
  vendio vendra vendras venga vengas venia venid verdad verdadero vestibulo viejas viejos vienen
  viera viste viuda vuela vuelto vuelvo zapato
  acabe acabes aeropuerto aeropuertos bajon cancelada cancelado correcto correcta darte finde porque fotos
  ordenado
  ahogado albania americano angel apesta apostar apuesto areas balcon balon beach bernie betsy bloqueado
  bloqueando bolsillos brindo brown bruja brujas busco callar carino carrera carter chatarra chica choca colgar
  color condiciones controlar corre costar cubiertas curva directo dolor entra especies espero estate facil
  filete frase frodo ganas golfo grabacion heather impresionar japon jason jodas mezcla mostrado mover moverse
  negro notar operar palma pamela panel pearl pendiente pense pidas planeas planeta planetas pones ponga ponte
  pregunto primero querida razon repita ringo rumor salta sandra sangra sesos tabla tanta terminar tierno tonta
  turno unido vacia vacias vagina vaquero veras verlas visita
  barata calvo cavar certificado fantasma gritar haria harian kalel nivel nobel pacto pesar pirata pluma plumas
  punto rodea romeo sepas sopla taylor violar violo
  viendo chico inflacion tocan benito maraton dejes pasalo cusco acepte boleteria sacalo ahorrados bajar
`;

export const COMMON_WORDS: ReadonlySet<string> = new Set([...list(EN), ...list(PT), ...list(ES)]);
