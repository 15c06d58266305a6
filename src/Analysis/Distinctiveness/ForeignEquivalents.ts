/**
 * The doctrine of foreign equivalents (TMEP §1209.03(g), §1207.01(b)(vi)): a word from a common
 * modern language is translated into English before the descriptiveness check, so CAFÉ for coffee
 * or QUESO for cheese is read as "coffee" or "cheese".
 *
 * Source: compiled by hand from the author's own knowledge of Spanish, French, Italian, German and
 * Portuguese (and a few Dutch and Scandinavian words), checked against ordinary bilingual
 * dictionaries' first senses. The list keeps the names of common goods and services, the places that
 * sell them, and common describing words (quality, colour, size, taste, freshness). Accents are
 * written without marks, as the mark is read after NFKD folding. A word that is also an English
 * word with a different everyday meaning is left out (PAIN, SALE, GUT, ROT, LATTE, CAVE), since the
 * English meaning is the one an American buyer reads; loan words that mean the same in English
 * (SOMBRERO, BOUTIQUE) stay, and the English reading is always tried first.
 */

type Language = "Spanish" | "French" | "Italian" | "German" | "Portuguese" | "Dutch" | "Scandinavian"

/** "foreign:english" pairs, one string per language; a foreign word may be spelt alike in several languages. */
const TABLES: ReadonlyArray<readonly [Language, string]> = [
  [
    "Spanish",
    "panaderia:bakery cafe:coffee leche:milk queso:cheese vino:wine cerveza:beer agua:water carne:meat pescado:fish " +
    "pollo:chicken cerdo:pork arroz:rice frijoles:beans salsa:sauce sopa:soup dulce:sweet dulces:sweets " +
    "chocolate:chocolate helado:ice-cream helados:ice-cream pastel:cake galleta:cookie galletas:cookies fruta:fruit frutas:fruits " +
    "manzana:apple naranja:orange limon:lemon fresa:strawberry uva:grape platano:banana tomate:tomato cebolla:onion ajo:garlic " +
    "aceite:oil aceituna:olive aceitunas:olives miel:honey azucar:sugar pimienta:pepper picante:spicy tortilla:tortilla " +
    "mariscos:seafood camaron:shrimp camarones:shrimp langosta:lobster cangrejo:crab jugo:juice zumo:juice refresco:soda " +
    "bebida:drink bebidas:drinks comida:food cocina:kitchen restaurante:restaurant taberna:tavern cantina:bar tienda:store " +
    "mercado:market farmacia:pharmacy zapatos:shoes zapato:shoe ropa:clothing camisa:shirt camisas:shirts pantalones:pants " +
    "sombrero:hat vestido:dress joyas:jewelry joyeria:jewelry reloj:watch relojes:watches libro:book libros:books " +
    "muebles:furniture silla:chair cama:bed casa:house hogar:home jardin:garden coche:car carro:car auto:car " +
    "llanta:tire llantas:tires bicicleta:bicycle juguete:toy juguetes:toys jabon:soap perfume:perfume belleza:beauty " +
    "salud:health medico:medical medicina:medicine seguro:insurance seguros:insurance banco:bank dinero:money viaje:travel " +
    "viajes:travel hotel:hotel limpieza:cleaning lavanderia:laundry papel:paper tabaco:tobacco puro:cigar puros:cigars " +
    "bueno:good buena:good mejor:best fresco:fresh fresca:fresh nuevo:new nueva:new grande:big pequeno:small rapido:quick " +
    "facil:easy rico:tasty rica:tasty sabroso:tasty natural:natural organico:organic verde:green rojo:red roja:red " +
    "blanco:white blanca:white negro:black negra:black azul:blue amarillo:yellow dorado:golden caliente:hot frio:cold " +
    "limpio:clean suave:soft fuerte:strong puro:pure casero:homemade casera:homemade tradicional:traditional autentico:authentic " +
    "especial:special superior:superior calidad:quality barato:cheap"
  ],
  [
    "French",
    "boulangerie:bakery patisserie:pastry cafe:coffee lait:milk fromage:cheese fromagerie:cheese-shop vin:wine " +
    "biere:beer eau:water viande:meat poisson:fish poulet:chicken porc:pork boeuf:beef riz:rice soupe:soup potage:soup " +
    "sucre:sugar sel:salt poivre:pepper miel:honey huile:oil beurre:butter creme:cream glace:ice-cream gateau:cake " +
    "gateaux:cakes biscuit:cookie confiserie:confectionery bonbon:candy bonbons:candy chocolat:chocolate chocolaterie:chocolate " +
    "fruit:fruit fruits:fruits pomme:apple orange:orange citron:lemon fraise:strawberry legumes:vegetables " +
    "jus:juice boisson:drink boissons:drinks brasserie:brewery epicerie:grocery marche:market " +
    "boutique:shop magasin:store pharmacie:pharmacy chaussure:shoe chaussures:shoes vetement:clothing vetements:clothing " +
    "chemise:shirt chapeau:hat bijou:jewel bijoux:jewelry bijouterie:jewelry montre:watch livre:book livres:books " +
    "librairie:bookstore meuble:furniture meubles:furniture table:table chaise:chair maison:house jardin:garden " +
    "voiture:car velo:bicycle jouet:toy jouets:toys savon:soap parfum:perfume parfums:perfumes beaute:beauty sante:health " +
    "assurance:insurance banque:bank voyage:travel voyages:travel papier:paper tabac:tobacco nettoyage:cleaning " +
    "bon:good bonne:good meilleur:best frais:fresh fraiche:fresh nouveau:new nouvelle:new grande:big petit:small " +
    "petite:small rapide:quick facile:easy delicieux:delicious naturel:natural naturelle:natural biologique:organic bio:organic " +
    "vert:green verte:green rouge:red blanc:white blanche:white noir:black noire:black bleu:blue jaune:yellow chaud:hot " +
    "froid:cold doux:sweet douce:sweet propre:clean pur:pure maison:homemade artisanal:artisanal " +
    "qualite:quality superieur:superior"
  ],
  [
    "Italian",
    "pane:bread panetteria:bakery panificio:bakery pasticceria:pastry caffe:coffee formaggio:cheese vino:wine " +
    "birra:beer acqua:water carne:meat pesce:fish pollo:chicken maiale:pork manzo:beef riso:rice zuppa:soup minestra:soup " +
    "zucchero:sugar pepe:pepper miele:honey olio:oil burro:butter crema:cream gelato:ice-cream gelateria:ice-cream " +
    "torta:cake dolce:sweet dolci:sweets biscotti:cookies cioccolato:chocolate frutta:fruit mela:apple arancia:orange " +
    "limone:lemon fragola:strawberry uva:grape pomodoro:tomato aglio:garlic verdure:vegetables succo:juice bevanda:drink " +
    "bevande:drinks cucina:kitchen ristorante:restaurant trattoria:restaurant osteria:tavern pizzeria:pizzeria " +
    "negozio:store mercato:market farmacia:pharmacy scarpe:shoes scarpa:shoe abbigliamento:clothing camicia:shirt " +
    "cappello:hat vestito:dress gioielli:jewelry orologio:watch libro:book libri:books mobili:furniture tavola:table " +
    "sedia:chair letto:bed casa:house giardino:garden macchina:car bicicletta:bicycle giocattolo:toy giocattoli:toys " +
    "sapone:soap profumo:perfume bellezza:beauty assicurazione:insurance banca:bank viaggio:travel " +
    "viaggi:travel carta:paper tabacco:tobacco pulizia:cleaning " +
    "buono:good buona:good migliore:best fresco:fresh fresca:fresh nuovo:new nuova:new grande:big piccolo:small " +
    "piccola:small rapido:quick facile:easy delizioso:delicious naturale:natural biologico:organic verde:green rosso:red " +
    "rossa:red bianco:white bianca:white nero:black nera:black azzurro:blue blu:blue giallo:yellow caldo:hot freddo:cold " +
    "pulito:clean forte:strong puro:pure fatto:made casalingo:homemade artigianale:artisanal qualita:quality"
  ],
  [
    "German",
    "brot:bread backerei:bakery baeckerei:bakery kaffee:coffee milch:milk kase:cheese kaese:cheese wein:wine bier:beer " +
    "wasser:water fleisch:meat fisch:fish huhn:chicken hahnchen:chicken schwein:pork reis:rice suppe:soup " +
    "zucker:sugar salz:salt pfeffer:pepper honig:honey butter:butter sahne:cream eis:ice-cream kuchen:cake torte:cake " +
    "keks:cookie kekse:cookies schokolade:chocolate obst:fruit apfel:apple zitrone:lemon erdbeere:strawberry traube:grape " +
    "gemuse:vegetables saft:juice getrank:drink getranke:drinks kuche:kitchen kueche:kitchen gasthaus:restaurant " +
    "gaststatte:restaurant brauerei:brewery geschaft:store markt:market apotheke:pharmacy schuh:shoe schuhe:shoes " +
    "kleidung:clothing hemd:shirt kleid:dress schmuck:jewelry uhr:watch uhren:watches buch:book bucher:books " +
    "moebel:furniture mobel:furniture tisch:table stuhl:chair bett:bed haus:house garten:garden wagen:car fahrrad:bicycle " +
    "spielzeug:toys seife:soap duft:scent schonheit:beauty gesundheit:health versicherung:insurance bank:bank reise:travel " +
    "reisen:travel papier:paper tabak:tobacco reinigung:cleaning werkzeug:tools " +
    "gute:good beste:best frisch:fresh neu:new neue:new klein:small kleine:small schnell:quick " +
    "einfach:easy lecker:tasty naturlich:natural grun:green gruen:green weiss:white schwarz:black blau:blue " +
    "gelb:yellow heiss:hot kalt:cold suss:sweet suess:sweet sauber:clean hausgemacht:homemade " +
    "qualitat:quality"
  ],
  [
    "Portuguese",
    "pao:bread padaria:bakery leite:milk queijo:cheese vinho:wine cerveja:beer agua:water carne:meat peixe:fish frango:chicken " +
    "porco:pork arroz:rice sopa:soup acucar:sugar azeite:olive-oil manteiga:butter sorvete:ice-cream bolo:cake " +
    "biscoito:cookie doce:sweet doces:sweets fruta:fruit maca:apple laranja:orange limao:lemon morango:strawberry " +
    "suco:juice bebida:drink cozinha:kitchen loja:store mercado:market farmacia:pharmacy sapato:shoe sapatos:shoes " +
    "roupa:clothing roupas:clothing camisa:shirt chapeu:hat joias:jewelry relogio:watch livro:book livros:books " +
    "moveis:furniture cadeira:chair cama:bed casa:house jardim:garden carro:car bicicleta:bicycle " +
    "brinquedo:toy brinquedos:toys sabonete:soap beleza:beauty saude:health seguro:insurance banco:bank viagem:travel " +
    "papel:paper limpeza:cleaning " +
    "bom:good melhor:best fresco:fresh novo:new grande:big pequeno:small rapido:quick facil:easy " +
    "gostoso:tasty natural:natural verde:green vermelho:red branco:white preto:black azul:blue amarelo:yellow quente:hot " +
    "frio:cold limpo:clean forte:strong puro:pure caseiro:homemade"
  ],
  ["Dutch", "brood:bread kaas:cheese melk:milk koffie:coffee bakkerij:bakery winkel:store lekker:tasty schoen:shoe"],
  [
    "Scandinavian",
    "ost:cheese brod:bread mjolk:milk melk:milk kaffe:coffee ol:beer fisk:fish kjott:meat kott:meat smor:butter " +
    "bageri:bakery butik:store fersk:fresh farsk:fresh"
  ]
]

/**
 * Common mark words, for the doctrine in likelihood of confusion (TMEP §1207.01(b)(vi)): a foreign
 * word is compared with its English translation on meaning (LUPO / WOLF, MARAZUL / BLUE SEA,
 * MARCHE NOIR / BLACK MARKET). Animals, colours, numbers, nature and the sky, and a few common
 * adjectives and nouns of marks (king, heart, dream). Source: the English words were chosen as a
 * lexicon of frequent mark words; each foreign word was written for them and kept only where the
 * FreeDict dictionary of its language into English (Debian's dict-freedict-spa-eng, -ita-eng,
 * -fra-eng, -deu-eng and -por-eng, 2022) gives that English word among its senses (one more,
 * DOURADO, from FreeDict's English-Portuguese dictionary), and English
 * taken from FreeDict's first sense where it differs (PALOMA pigeon, CUERVO raven). Left out as for
 * the table above: words an English reader reads first as an English word or a name (MONTANA,
 * STELLA, ROSA, LEON, RIO, ZORRO, ALTO, DOS, LUCE, LOWE, LILA, ALMA, PIERRE), and words FreeDict
 * lacks.
 */
const MARK_WORDS: ReadonlyArray<readonly [Language, string]> = [
  [
    "Spanish",
    "lobo:wolf toro:bull tigre:tiger oso:bear aguila:eagle paloma:pigeon caballo:horse gato:cat perro:dog " +
    "buho:owl serpiente:snake tiburon:shark ballena:whale mariposa:butterfly abeja:bee conejo:rabbit " +
    "gallo:rooster gallina:chicken pato:duck halcon:falcon cuervo:raven loro:parrot rana:frog cabra:goat " +
    "oveja:sheep cordero:lamb vaca:cow elefante:elephant gaviota:seagull pajaro:bird arana:spider raton:mouse " +
    "cocodrilo:crocodile caracol:snail hormiga:ant sol:sun luna:moon estrella:star cielo:sky mar:sea " +
    "oceano:ocean bosque:forest arbol:tree flor:flower hoja:leaf fuego:fire tierra:earth viento:wind lluvia:rain " +
    "nieve:snow hielo:ice piedra:stone roca:rock isla:island lago:lake playa:beach nube:cloud tormenta:storm " +
    "luz:light noche:night dia:day mundo:world vida:life amor:love corazon:heart sueno:dream rey:king " +
    "reina:queen principe:prince princesa:princess oro:gold plata:silver diamante:diamond perla:pearl viejo:old " +
    "joven:young bonito:beautiful santo:saint rosado:pink morado:violet gris:grey marron:brown uno:one " +
    "tres:three cuatro:four cinco:five seis:six siete:seven ocho:eight nueve:nine diez:ten"
  ],
  [
    "Italian",
    "lupo:wolf orso:bear aquila:eagle cavallo:horse gatto:cat volpe:fox gufo:owl serpente:snake delfino:dolphin " +
    "balena:whale farfalla:butterfly coniglio:rabbit corvo:raven pappagallo:parrot capra:goat pecora:sheep " +
    "agnello:lamb scimmia:monkey gabbiano:seagull uccello:bird ragno:spider topo:mouse formica:ant fiume:river " +
    "montagna:mountain bosco:forest albero:tree fiore:flower foglia:leaf fuoco:fire terra:earth vento:wind " +
    "pioggia:rain neve:snow ghiaccio:ice roccia:rock isola:island spiaggia:beach sabbia:sand nuvola:cloud " +
    "tempesta:storm notte:night giorno:day mondo:world vita:life amore:love cuore:heart sogno:dream angelo:angel " +
    "diavolo:devil argento:silver vecchio:old giovane:young felice:happy selvaggio:wild grigio:grey " +
    "marrone:brown quattro:four cinque:five sette:seven dieci:ten cento:hundred"
  ],
  [
    "French",
    "loup:wolf taureau:bull aigle:eagle colombe:dove cheval:horse chien:dog renard:fox hibou:owl chouette:owl " +
    "requin:shark dauphin:dolphin baleine:whale papillon:butterfly abeille:bee cerf:deer lapin:rabbit " +
    "coq:rooster canard:duck cygne:swan faucon:falcon corbeau:crow perroquet:parrot tortue:tortoise " +
    "grenouille:frog chevre:goat mouton:sheep agneau:lamb vache:cow panthere:panther mouette:seagull oiseau:bird " +
    "araignee:spider souris:mouse lezard:lizard fourmi:ant escargot:snail soleil:sun lune:moon etoile:star " +
    "ciel:sky mer:sea fleuve:river riviere:river montagne:mountain foret:forest arbre:tree fleur:flower " +
    "feuille:leaf feu:fire terre:earth pluie:rain neige:snow rocher:rock ile:island lac:lake plage:beach " +
    "nuage:cloud tempete:storm lumiere:light nuit:night jour:day monde:world amour:love ame:soul reve:dream " +
    "roi:king reine:queen princesse:princess ange:angel diable:devil argent:silver diamant:diamond perle:pearl " +
    "vieux:old jeune:young joli:pretty heureux:happy sauvage:wild fou:crazy deux:two trois:three quatre:four " +
    "cinq:five huit:eight neuf:nine mille:thousand"
  ],
  [
    "German",
    "stier:bull adler:eagle taube:dove pferd:horse katze:cat hund:dog fuchs:fox eule:owl schlange:snake " +
    "skorpion:scorpion hai:shark wal:whale schmetterling:butterfly biene:bee hirsch:deer hase:hare " +
    "kaninchen:rabbit hahn:rooster ente:duck schwan:swan rabe:raven krahe:crow papagei:parrot schildkrote:turtle " +
    "frosch:frog ziege:goat schaf:sheep lamm:lamb kuh:cow elefant:elephant affe:monkey mowe:gull vogel:bird " +
    "spinne:spider maus:mouse eidechse:lizard ameise:ant schnecke:snail sonne:sun mond:moon meer:sea ozean:ocean " +
    "fluss:river wald:forest baum:tree blatt:leaf feuer:fire erde:earth regen:rain schnee:snow fels:rock " +
    "insel:island wolke:cloud sturm:storm licht:light nacht:night leben:life liebe:love herz:heart seele:soul " +
    "traum:dream konig:king konigin:queen prinz:prince prinzessin:princess engel:angel teufel:devil " +
    "drache:dragon krone:crown silber:silver jung:young glucklich:happy frei:free grau:grey braun:brown eins:one " +
    "zwei:two drei:three vier:four funf:five sechs:six sieben:seven neun:nine zehn:ten hundert:hundred"
  ],
  [
    "Portuguese",
    "touro:bull leao:lion urso:bear aguia:eagle cavalo:horse cao:dog raposa:fox coruja:owl escorpiao:scorpion " +
    "tubarao:shark golfinho:dolphin baleia:whale borboleta:butterfly abelha:bee veado:deer coelho:rabbit " +
    "galo:rooster falcao:falcon papagaio:parrot ovelha:sheep cordeiro:lamb macaco:monkey gaivota:seagull " +
    "passaro:bird aranha:spider rato:mouse formiga:ant lua:moon estrela:star ceu:sky montanha:mountain " +
    "floresta:forest arvore:tree folha:leaf fogo:fire chuva:rain gelo:ice pedra:stone rocha:rock ilha:island " +
    "praia:beach areia:sand nuvem:cloud tempestade:storm noite:night coracao:heart sonho:dream rei:king " +
    "rainha:queen anjo:angel diabo:devil dragao:dragon ouro:gold prata:silver perola:pearl velho:old jovem:young " +
    "lindo:pretty selvagem:wild louco:crazy roxo:purple prateado:silver dois:two quatro:four oito:eight dez:ten " +
    "dourado:golden"
  ]
]

export interface ForeignEquivalent {
  readonly english: string
  readonly language: Language
}

const TABLE: ReadonlyMap<string, ForeignEquivalent> = (() => {
  const out = new Map<string, ForeignEquivalent>()
  for (const [language, pairs] of [...TABLES, ...MARK_WORDS]) {
    for (const pair of pairs.split(" ")) {
      const [foreign, english] = pair.split(":")
      if (foreign === undefined || english === undefined || foreign === english || out.has(foreign)) continue
      out.set(foreign, { english: english.replaceAll("-", " "), language })
    }
  }
  return out
})()

/** The English word a common foreign word translates to, if the table has it. */
export const foreignEquivalent = (word: string): ForeignEquivalent | undefined => TABLE.get(word)

/** Every foreign word the table translates (for splitting run-together words). */
export const foreignWords = (): ReadonlyArray<string> => [...TABLE.keys()]

/**
 * Articles, prepositions and conjunctions of the same languages (EL, LA, DE, DES, DER, UND). They are
 * read as function words only in a mark with a word from the table (LA PANADERIA), as "la" or "die"
 * alone may be English or a coinage.
 */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  "el la los las un una le les l du des au aux et il lo gli i della delle del di da e der die das den dem des ein eine und von zu o os as do dos da das y de"
    .split(" ")
)

/** Whether a word is a foreign article, preposition or conjunction (see FUNCTION_WORDS). */
export const isForeignFunctionWord = (word: string): boolean => FUNCTION_WORDS.has(word)
