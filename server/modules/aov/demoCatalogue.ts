import { SKIN_TIERS, slugify, type ItemCategory } from '../../../common/aov';

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

export const DEMO_HEROES = HERO_NAMES.map(([name, title, tags], i) => ({
  name,
  title,
  tags,
  slug: slugify(name),
  releaseDate: new Date(Date.UTC(2016, 10 + i * 2, 1 + (i % 27))).toISOString().slice(0, 10),
  active: i % 11 !== 10,
}));

const SKIN_THEMES = ['Thần Long', 'Băng Giá', 'Hỏa Ngục', 'Tinh Vân', 'Học Viện'];

export const DEMO_SKINS = DEMO_HEROES.flatMap((hero, h) =>
  SKIN_THEMES.map((theme, t) => {
    const name = `${hero.name} ${theme}`;
    return {
      hero: hero.slug,
      name,
      slug: slugify(name),
      tier: SKIN_TIERS[(h + t * 2) % SKIN_TIERS.length]!,
      limited: (h + t) % 7 === 0,
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
