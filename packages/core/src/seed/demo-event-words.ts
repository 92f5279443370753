/**
 * The demo event's description, address and welcome-back box in the other languages it offers
 * (merged into lp_settings.translations with demo-translations.ts). English is the source.
 */
const description = 'Three days of talks, workshops and networking for people who build products and events — in the heart of Warsaw.';
const address = 'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Warszawa, Poland';
const welcomeBack = 'Your tickets, invoices and personal agenda are one click away. See you in Warsaw!';
const myTickets = 'My tickets';

type Words = Record<string, string>;
const words = (d: string, a: string, w: string, t: string, places: string[]): Words => ({
  [description]: d,
  [address]: a,
  [welcomeBack]: w,
  [myTickets]: t,
  // The agenda's places and paths (seed-agenda.ts), in this order.
  ...Object.fromEntries(placesAndPaths.map((source, i) => [source, places[i]!])),
});
const placesAndPaths = ['Main Hall', 'Room A', 'Room B', 'Workshop Lab', 'Networking Lounge', 'Product', 'Engineering', 'Marketing & Growth', 'Community'];

/** The partners' tiers, subnames and contact role (seed-partners.ts) and the social link's label (seed-media.ts), per language in that order. */
const partnerSources = ['Gold', 'Silver', 'Media', 'Gold partner', 'Silver partner', 'Media partner', 'Partnership manager', 'Community forum'];
const partnerWords: Record<keyof typeof demoEventWordsBase, string[]> = {
  bg: ['Злато', 'Сребро', 'Медии', 'Златен партньор', 'Сребърен партньор', 'Медиен партньор', 'Мениджър партньорства', 'Форум на общността'],
  cs: ['Zlato', 'Stříbro', 'Média', 'Zlatý partner', 'Stříbrný partner', 'Mediální partner', 'Manažer partnerství', 'Komunitní fórum'],
  de: ['Gold', 'Silber', 'Medien', 'Gold-Partner', 'Silber-Partner', 'Medienpartner', 'Partnerschaftsmanagement', 'Community-Forum'],
  fr: ['Or', 'Argent', 'Médias', 'Partenaire Or', 'Partenaire Argent', 'Partenaire média', 'Responsable des partenariats', 'Forum de la communauté'],
  hu: ['Arany', 'Ezüst', 'Média', 'Arany partner', 'Ezüst partner', 'Médiapartner', 'Partnerkapcsolati menedzser', 'Közösségi fórum'],
  pl: ['Złoto', 'Srebro', 'Media', 'Złoty partner', 'Srebrny partner', 'Partner medialny', 'Menedżer ds. partnerstw', 'Forum społeczności'],
  ro: ['Aur', 'Argint', 'Media', 'Partener de aur', 'Partener de argint', 'Partener media', 'Manager de parteneriate', 'Forumul comunității'],
  ru: ['Золото', 'Серебро', 'СМИ', 'Золотой партнёр', 'Серебряный партнёр', 'Информационный партнёр', 'Менеджер по партнёрствам', 'Форум сообщества'],
};

const demoEventWordsBase: Record<'bg' | 'cs' | 'de' | 'fr' | 'hu' | 'pl' | 'ro' | 'ru', Words> = {
  bg: words(
    'Три дни лекции, уъркшопи и нетуъркинг за хората, които създават продукти и събития — в сърцето на Варшава.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Варшава, Полша',
    'Билетите, фактурите и личната ви програма са на един клик разстояние. До скоро във Варшава!',
    'Моите билети',
    ['Главна зала', 'Зала A', 'Зала B', 'Зала за уъркшопи', 'Зона за нетуъркинг', 'Продукт', 'Инженерство', 'Маркетинг и растеж', 'Общност'],
  ),
  cs: words(
    'Tři dny přednášek, workshopů a networkingu pro ty, kdo tvoří produkty a akce — v srdci Varšavy.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Varšava, Polsko',
    'Vstupenky, faktury i váš osobní program máte na jedno kliknutí. Uvidíme se ve Varšavě!',
    'Moje vstupenky',
    ['Hlavní sál', 'Sál A', 'Sál B', 'Workshopová laboratoř', 'Networkingová zóna', 'Produkt', 'Vývoj', 'Marketing a růst', 'Komunita'],
  ),
  de: words(
    'Drei Tage Vorträge, Workshops und Networking für alle, die Produkte und Veranstaltungen gestalten — im Herzen von Warschau.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Warschau, Polen',
    'Ihre Tickets, Rechnungen und Ihr persönlicher Zeitplan sind nur einen Klick entfernt. Bis bald in Warschau!',
    'Meine Tickets',
    ['Großer Saal', 'Raum A', 'Raum B', 'Workshop-Labor', 'Networking-Lounge', 'Produkt', 'Engineering', 'Marketing & Wachstum', 'Community'],
  ),
  fr: words(
    'Trois jours de conférences, d’ateliers et de networking pour celles et ceux qui créent des produits et des événements — au cœur de Varsovie.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Varsovie, Pologne',
    'Vos billets, vos factures et votre programme personnel sont à portée de clic. À bientôt à Varsovie !',
    'Mes billets',
    ['Grande salle', 'Salle A', 'Salle B', 'Atelier', 'Espace networking', 'Produit', 'Ingénierie', 'Marketing et croissance', 'Communauté'],
  ),
  hu: words(
    'Három nap előadás, workshop és networking mindazoknak, akik termékeket és eseményeket építenek — Varsó szívében.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Varsó, Lengyelország',
    'Jegyei, számlái és személyes programja egy kattintásnyira vannak. Találkozunk Varsóban!',
    'Jegyeim',
    ['Nagyterem', 'A terem', 'B terem', 'Workshop-labor', 'Networking-zóna', 'Termék', 'Fejlesztés', 'Marketing és növekedés', 'Közösség'],
  ),
  pl: words(
    'Trzy dni wykładów, warsztatów i networkingu dla osób, które tworzą produkty i wydarzenia — w samym sercu Warszawy.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Warszawa, Polska',
    'Twoje bilety, faktury i osobista agenda są o jedno kliknięcie stąd. Do zobaczenia w Warszawie!',
    'Moje bilety',
    ['Sala główna', 'Sala A', 'Sala B', 'Laboratorium warsztatowe', 'Strefa networkingu', 'Produkt', 'Inżynieria', 'Marketing i wzrost', 'Społeczność'],
  ),
  ro: words(
    'Trei zile de prezentări, workshopuri și networking pentru cei care construiesc produse și evenimente — în inima Varșoviei.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Varșovia, Polonia',
    'Biletele, facturile și agenda dvs. personală sunt la un clic distanță. Ne vedem la Varșovia!',
    'Biletele mele',
    ['Sala principală', 'Sala A', 'Sala B', 'Laboratorul de workshopuri', 'Zona de networking', 'Produs', 'Inginerie', 'Marketing și creștere', 'Comunitate'],
  ),
  ru: words(
    'Три дня докладов, воркшопов и нетворкинга для тех, кто создаёт продукты и мероприятия, — в самом сердце Варшавы.',
    'EXPO XXI, ul. Prądzyńskiego 12/14, 01-222 Варшава, Польша',
    'Ваши билеты, счета и личное расписание — в один клик. До встречи в Варшаве!',
    'Мои билеты',
    ['Главный зал', 'Зал A', 'Зал B', 'Мастерская', 'Зона нетворкинга', 'Продукт', 'Разработка', 'Маркетинг и рост', 'Сообщество'],
  ),
};

export const demoEventWords = Object.fromEntries(
  Object.entries(demoEventWordsBase).map(([lng, w]) => [lng, { ...w, ...Object.fromEntries(partnerSources.map((src, i) => [src, partnerWords[lng as keyof typeof partnerWords][i]!])) }]),
) as typeof demoEventWordsBase;
