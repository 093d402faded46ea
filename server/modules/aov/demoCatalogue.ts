import { slugify, type HeroRole, type ItemCategory, type LabelKind } from '../../../common/aov';

/** The demo catalogue a fresh install starts with: enough to try every list and tool. */
export const DEMO_TAGS = [
  { name: 'Đấu sĩ', color: '#c62828', description: 'Cận chiến, vừa gây sát thương vừa chịu đòn' },
  { name: 'Pháp sư', color: '#6a1b9a', description: 'Sát thương phép từ xa' },
  { name: 'Xạ thủ', color: '#ef6c00', description: 'Sát thương vật lý từ xa, mạnh về cuối trận' },
  { name: 'Sát thủ', color: '#263238', description: 'Dồn sát thương, hạ mục tiêu yếu' },
  { name: 'Đỡ đòn', color: '#2e7d32', description: 'Máu trâu, mở giao tranh' },
  { name: 'Trợ thủ', color: '#0277bd', description: 'Hồi máu, bảo vệ đồng đội' },
  { name: 'Đi rừng', color: '#558b2f', description: 'Đi rừng, gánh nhịp trận' },
  { name: 'Khống chế', color: '#4527a0', description: 'Làm choáng, làm chậm, hất tung' },
].map((tag) => ({ ...tag, slug: slugify(tag.name) }));

const HERO_NAMES: [string, string, string[]][] = [
  ['Valhein', 'Thợ săn quỷ', ['xa-thu']],
  ['Violet', 'Nữ pháo thủ', ['xa-thu']],
  ['Butterfly', 'Sát thủ bóng đêm', ['sat-thu', 'di-rung']],
  ['Krixi', 'Tiên nữ rừng xanh', ['phap-su']],
  ['Yorn', 'Cung thủ thần long', ['xa-thu']],
  ['Zephys', 'Tử thần', ['dau-si', 'di-rung']],
  ['Lữ Bố', 'Chiến thần', ['dau-si']],
  ['Triệu Vân', 'Thường Sơn', ['dau-si', 'di-rung']],
  ['Điêu Thuyền', 'Bế nguyệt', ['phap-su', 'khong-che']],
  ['Ngộ Không', 'Tề Thiên Đại Thánh', ['sat-thu']],
  ['Nakroth', 'Lưỡi hái', ['sat-thu', 'di-rung']],
  ['Murad', 'Thần thời gian', ['sat-thu']],
  ['Tulen', 'Lôi thần', ['phap-su']],
  ['Raz', 'Quyền vương', ['phap-su', 'sat-thu']],
  ['Lauriel', 'Thiên thần', ['phap-su']],
  ['Veera', 'Nữ hoàng bóng tối', ['phap-su']],
  ['Alice', 'Tiểu thư phép thuật', ['tro-thu', 'khong-che']],
  ['Chaugnar', 'Cổ thần', ['do-don', 'tro-thu']],
  ['Gildur', 'Vua vàng', ['do-don', 'khong-che']],
  ['Toro', 'Đấu bò', ['do-don', 'khong-che']],
  ['Thane', 'Kỵ sĩ', ['do-don']],
  ['Omega', 'Cỗ máy chiến tranh', ['do-don', 'dau-si']],
  ['Arthur', 'Vua hiệp sĩ', ['dau-si', 'do-don']],
  ['Mina', 'Nữ thần chết', ['do-don', 'khong-che']],
  ['Taara', 'Nữ chiến binh', ['dau-si', 'do-don']],
  ['Skud', 'Gã khổng lồ', ['dau-si']],
  ['Ilumia', 'Nữ hoàng ánh sáng', ['phap-su', 'khong-che']],
  ['Hayate', 'Ninja', ['xa-thu', 'sat-thu']],
  ['Elsu', 'Xạ thủ sa mạc', ['xa-thu']],
  ['Quillen', 'Sát thủ vô ảnh', ['sat-thu', 'di-rung']],
  ['Florentino', 'Kiếm khách hoa hồng', ['dau-si']],
  ['Liliana', 'Hồ ly', ['phap-su', 'sat-thu']],
];

/** A demo hero's role: its first tag's, where the tag is a role. */
const ROLE_OF_TAG: Record<string, HeroRole> = {
  'dau-si': 'fighter',
  'do-don': 'tank',
  'phap-su': 'mage',
  'sat-thu': 'assassin',
  'tro-thu': 'support',
  'xa-thu': 'marksman',
};
const LANE_OF_ROLE: Record<HeroRole, string> = {
  fighter: 'Đường tà thần',
  tank: 'Trợ thủ',
  mage: 'Đường giữa',
  assassin: 'Đi rừng',
  support: 'Trợ thủ',
  marksman: 'Đường rồng',
};
/** The names some heroes have elsewhere (the game's English names). */
const HERO_ALIASES: Record<string, string[]> = {
  'Lữ Bố': ['Lu Bu', 'Lubu'],
  'Triệu Vân': ['Zhao Yun'],
  'Điêu Thuyền': ['Diaochan', 'Diao Chan'],
  'Ngộ Không': ['Wukong', 'Tôn Ngộ Không'],
};

export const DEMO_HEROES = HERO_NAMES.map(([name, title, tags], i) => {
  const role = ROLE_OF_TAG[tags[0]!] ?? null;
  return {
    name,
    title,
    tags,
    slug: slugify(name),
    role,
    lane: role ? LANE_OF_ROLE[role] : '',
    goldPrice: 8_888 + (i % 4) * 2_000,
    voucherPrice: i % 3 === 0 ? null : 588 + (i % 4) * 100,
    aliases: HERO_ALIASES[name] ?? [],
    releaseDate: new Date(Date.UTC(2016, 10 + i * 2, 1 + (i % 27))).toISOString().slice(0, 10),
    active: i % 11 !== 10,
  };
});

interface DemoLabel {
  code: string;
  name: string;
  kind: LabelKind;
  rank: number;
  color: string;
}

/**
 * A realistic set of labels: Garena's tiers with their sale kind (the ten the migration made
 * from the letters, and the plain skins), and special lines between them by value.
 */
export const DEMO_LABELS: DemoLabel[] = [
  { code: 'T1limited', name: 'SSS Hữu Hạn', kind: 'tier', rank: 10, color: '#b71c1c' },
  { code: 'Evo', name: 'Tiến Hóa', kind: 'evolution', rank: 12, color: '#880e4f' },
  { code: 'TNVT', name: 'Thứ Nguyên Vệ Thần', kind: 'special', rank: 15, color: '#4a148c' },
  { code: 'T1DirectSale', name: 'SSS', kind: 'tier', rank: 20, color: '#c62828' },
  {
    code: 'Collab_SAO',
    name: 'Hợp tác Sword Art Online',
    kind: 'collaboration',
    rank: 25,
    color: '#0d47a1',
  },
  { code: 'T2limited', name: 'SS Hữu Hạn', kind: 'tier', rank: 30, color: '#e65100' },
  { code: 'SS_chroma', name: 'SS Chroma', kind: 'special', rank: 35, color: '#6a1b9a' },
  { code: 'T2DirectSale', name: 'SS', kind: 'tier', rank: 40, color: '#ef6c00' },
  { code: 'T3limited', name: 'S+ Hữu Hạn', kind: 'tier', rank: 50, color: '#f9a825' },
  { code: 'T3DirectSale', name: 'S+', kind: 'tier', rank: 60, color: '#fbc02d' },
  { code: 'AIC2021', name: 'Giải đấu AIC 2021', kind: 'tournament', rank: 65, color: '#1565c0' },
  { code: 'T4limited', name: 'S Hữu Hạn', kind: 'tier', rank: 70, color: '#2e7d32' },
  { code: 'S17', name: 'Quà mùa 17', kind: 'season', rank: 75, color: '#00695c' },
  { code: 'T4DirectSale', name: 'S', kind: 'tier', rank: 80, color: '#388e3c' },
  { code: 'Valentine', name: 'Valentine', kind: 'event', rank: 85, color: '#d81b60' },
  { code: 'T5limited', name: 'A Hữu Hạn', kind: 'tier', rank: 90, color: '#455a64' },
  { code: 'T5DirectSale', name: 'A', kind: 'tier', rank: 100, color: '#546e7a' },
  { code: 'T6DirectSale', name: 'Thường', kind: 'tier', rank: 110, color: '#78909c' },
];

/** The tier codes of the letters a skin had before labels, most valuable first. */
const TIER_CODES = ['T5', 'T4', 'T3', 'T2', 'T1'];

const SKIN_THEMES: [string, string][] = [
  ['Thần Long', 'Dragon'],
  ['Băng Giá', 'Frost'],
  ['Hỏa Ngục', 'Inferno'],
  ['Tinh Vân', 'Nebula'],
  ['Học Viện', 'Academy'],
];

/** A few skins of a special line; the others keep a tier label. */
function demoLabel(h: number, t: number): string {
  if (h === 0 && t === 0) return 'Evo';
  if (t === 3 && h % 9 === 1) return 'SS_chroma';
  if (t === 4 && h % 6 === 0) return 'S17';
  if (t === 1 && h % 10 === 7) return 'Valentine';
  const tier = TIER_CODES[(h + t * 2) % TIER_CODES.length]!;
  return `${tier}${(h + t) % 7 === 0 ? 'limited' : 'DirectSale'}`;
}

export const DEMO_SKINS = DEMO_HEROES.flatMap((hero, h) =>
  SKIN_THEMES.map(([theme, english], t) => {
    const name = `${hero.name} ${theme}`;
    return {
      hero: hero.slug,
      name,
      shortName: theme,
      slug: slugify(name),
      label: demoLabel(h, t),
      aliases: [`${hero.aliases[0] ?? hero.name} ${english}`],
      releaseDate: new Date(Date.UTC(2018, h + t * 5, 1 + t)).toISOString().slice(0, 10),
    };
  }),
);

const ITEMS: Record<ItemCategory, string[]> = {
  physical: [
    'Kiếm Dài',
    'Kiếm Muramasa',
    'Thương Longinus',
    'Cung Tà Ma',
    'Móng Vuốt Hung Tàn',
    'Phong Đao',
    'Búa Sấm Sét',
  ],
  magic: [
    'Sách Phép',
    'Trượng Băng Giá',
    'Quyền Trượng Rhea',
    'Mặt Nạ Berith',
    'Sách Truy Hồn',
    'Thánh Điển',
    'Vương Miện Pháp Sư',
  ],
  defense: [
    'Giáp Lưới',
    'Giáp Gai',
    'Khiên Huyền Thoại',
    'Giáp Hộ Mệnh',
    'Áo Choàng Băng',
    'Huân Chương Troy',
    'Giáp Thống Khổ',
  ],
  movement: [
    'Giày Thường',
    'Giày Phù Thủy',
    'Giày Hộ Vệ',
    'Giày Kiên Cường',
    'Giày Tốc Hành',
    'Giày Thần Tốc',
  ],
  jungle: [
    'Rựa Săn',
    'Dao Găm Thợ Săn',
    'Bùa Rừng Xanh',
    'Móc Câu Tinh Linh',
    'Nanh Sói',
    'Bùa Hỏa Ngục',
  ],
  support: [
    'Cổ Vật Hộ Thân',
    'Khiên Sói',
    'Bùa Thánh',
    'Chén Thánh',
    'Lời Nguyền Tử Vong',
    'Quân Kỳ',
    'Ngọc Tái Sinh',
  ],
};

const CATEGORY_COLORS: Record<ItemCategory, string> = {
  physical: '#b71c1c',
  magic: '#4a148c',
  defense: '#1b5e20',
  movement: '#e65100',
  jungle: '#33691e',
  support: '#01579b',
};

export const DEMO_ITEMS = Object.entries(ITEMS).flatMap(([category, names]) =>
  names.map((name, i) => ({
    name,
    category: category as ItemCategory,
    color: CATEGORY_COLORS[category as ItemCategory],
    price: 250 + ((name.length * 97 + i * 310) % 2750),
    description: `Trang bị ${name.toLowerCase()} dùng cho bản demo.`,
  })),
);
