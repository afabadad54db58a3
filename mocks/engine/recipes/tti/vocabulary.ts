// The words the local text-to-image engine can draw, in Chinese and English, each naming one
// scene element. Chinese terms are found anywhere in the prompt (no spaces between words);
// single characters are kept only where they rarely belong to an unrelated word (星 is left out:
// 星期 is a weekday; 家 too: 大家 is "everyone").

export const ELEMENTS = [
  'sun', 'moon', 'stars', 'night', 'sunset', 'sky', 'clouds', 'rainbow', 'rain', 'snow',
  'mountain', 'sea', 'beach', 'lake', 'river', 'tree', 'forest', 'flowers', 'grass', 'city',
  'house', 'cat', 'dog', 'bird', 'fish', 'boat', 'car', 'desert', 'road',
] as const; // prettier-ignore

export type Element = (typeof ELEMENTS)[number];

interface Terms {
  zh: readonly string[];
  en: readonly string[];
}

export const vocabulary: Readonly<Record<Element, Terms>> = {
  sun: { zh: ['太阳', '阳光', '晴天', '晴朗', '艳阳'], en: ['sun', 'sunny', 'sunshine', 'sunlight'] },
  moon: { zh: ['月亮', '月光', '明月', '满月', '弯月', '月夜'], en: ['moon', 'moonlight', 'moonlit'] },
  stars: { zh: ['星星', '星空', '繁星', '星辰', '流星', '银河'], en: ['star', 'stars', 'starry', 'galaxy', 'milky'] },
  night: { zh: ['夜', '晚上', '午夜', '夜晚'], en: ['night', 'midnight', 'nighttime'] },
  sunset: {
    zh: ['日落', '夕阳', '黄昏', '晚霞', '傍晚', '日出', '朝霞', '清晨'],
    en: ['sunset', 'dusk', 'twilight', 'sunrise', 'dawn', 'evening'],
  },
  sky: { zh: ['天空', '蓝天', '天'], en: ['sky', 'skies'] },
  clouds: { zh: ['云'], en: ['cloud', 'clouds', 'cloudy'] },
  rainbow: { zh: ['彩虹'], en: ['rainbow'] },
  rain: { zh: ['雨'], en: ['rain', 'rainy', 'raining', 'storm'] },
  snow: { zh: ['雪', '冬天', '冬日', '冰'], en: ['snow', 'snowy', 'winter', 'snowing', 'ice'] },
  mountain: { zh: ['山', '峰', '丘'], en: ['mountain', 'mountains', 'hill', 'hills', 'peak', 'peaks', 'alps'] },
  sea: { zh: ['海', '洋', '浪'], en: ['sea', 'ocean', 'wave', 'waves', 'coast'] },
  beach: { zh: ['海滩', '沙滩', '海边', '海岸'], en: ['beach', 'shore', 'seaside'] },
  lake: { zh: ['湖', '池塘', '水塘'], en: ['lake', 'pond'] },
  river: { zh: ['河', '江', '溪'], en: ['river', 'stream', 'creek', 'brook'] },
  tree: { zh: ['树'], en: ['tree', 'trees', 'pine', 'palm'] },
  forest: { zh: ['森林', '树林', '林'], en: ['forest', 'woods', 'jungle', 'woodland'] },
  flowers: {
    zh: ['花', '玫瑰', '郁金香'],
    en: ['flower', 'flowers', 'garden', 'blossom', 'rose', 'roses', 'tulip', 'tulips', 'bloom'],
  },
  grass: { zh: ['草', '田野', '原野', '田园', '春天'], en: ['grass', 'meadow', 'field', 'fields', 'prairie', 'lawn', 'spring'] },
  city: {
    zh: ['城市', '都市', '高楼', '大楼', '建筑', '街道', '城'],
    en: ['city', 'town', 'building', 'buildings', 'skyscraper', 'skyscrapers', 'street', 'urban', 'skyline'],
  },
  house: { zh: ['房子', '房屋', '小屋', '木屋', '屋', '村庄'], en: ['house', 'home', 'cottage', 'cabin', 'hut', 'village'] },
  cat: { zh: ['猫', '喵'], en: ['cat', 'cats', 'kitten', 'kittens', 'kitty'] },
  dog: { zh: ['狗', '犬', '汪'], en: ['dog', 'dogs', 'puppy', 'puppies', 'doggy'] },
  bird: { zh: ['鸟', '鸥', '燕'], en: ['bird', 'birds', 'seagull', 'seagulls', 'gull', 'swallow'] },
  fish: { zh: ['鱼'], en: ['fish', 'fishes', 'goldfish'] },
  boat: { zh: ['船', '舟', '帆'], en: ['boat', 'boats', 'ship', 'ships', 'sailboat', 'sail', 'yacht'] },
  car: { zh: ['车'], en: ['car', 'cars', 'truck', 'bus', 'taxi'] },
  desert: { zh: ['沙漠', '沙丘', '戈壁', '沙'], en: ['desert', 'dune', 'dunes', 'sand', 'sandy'] },
  road: { zh: ['路', '公路', '街'], en: ['road', 'path', 'highway', 'lane', 'roads'] },
};
