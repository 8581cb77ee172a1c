import type { Random } from './random.js';

/**
 * Vocabulary for Chinese personal names and company brand names, and the two small functions that
 * compose personal names and phone numbers from it. Company names are composed in org-names.ts.
 */

/** Common surnames, most frequent first (roughly the national ranking), compound ones last. */
export const SURNAMES: ReadonlyArray<string> = [
  ...'王李张刘陈杨黄赵吴周徐孙马朱胡郭何林高罗郑梁谢宋唐许韩冯邓曹彭曾肖田董潘袁蔡蒋余于杜叶程魏苏吕丁任',
  ...'卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷龙黎史陶贺毛郝顾龚邵万钱严戴莫孔向常汤',
  '欧阳',
  '诸葛',
  '司马',
];

/** Surname frequencies fall off roughly like Zipf's law: weight 1 / (rank + 4). */
const SURNAME_WEIGHTS: ReadonlyArray<readonly [string, number]> = SURNAMES.map((s, rank) => [
  s,
  1 / (rank + 4),
]);

/** Characters common in given names, kept apart by the gender they usually suggest, so 强 and 薇 do not meet. */
export const GIVEN_NAME_CHARS = {
  male: [
    ...'伟强磊军洋勇杰涛明超刚建文辉力鹏宇浩凯俊帆晨志国海斌峰波宁亮成林鑫瑞博然轩睿嘉鸿远航哲彬健昊天旭东阳',
  ],
  female: [...'芳娜敏静丽艳娟秀霞桂英华欣怡婷雪琳晓佳颖慧君玲飞子涵梓思婧蕾薇倩璐悦昕云雯莉晨'],
} as const satisfies Record<string, ReadonlyArray<string>>;

/** First halves of two-character brand names (海康, 恒生, 智云 …). */
export const BRAND_HEADS: ReadonlyArray<string> = [
  ...'海恒华中新天博瑞安同金宏创智云信达鼎鑫泰联盛嘉汇众英德佳明光远正元东兴万合',
];

/** Second halves of brand names; disjoint from BRAND_HEADS so no brand doubles a character. */
export const BRAND_TAILS: ReadonlyArray<string> = [
  ...'康生通科讯微芯数网捷源腾锐航威思维途拓图能力诚邦越峰凯辰宇星谷晟睿驰铭朗盈硕璟岚策衡域迅',
];

/** A personal name: surname plus one or two given-name characters (two is more common today). */
export function personName(rng: Random): string {
  const surname = rng.weighted(SURNAME_WEIGHTS);
  const chars = rng.chance(0.5) ? GIVEN_NAME_CHARS.male : GIVEN_NAME_CHARS.female;
  const givenLength = rng.chance(0.7) ? 2 : 1;
  let given = '';
  for (let i = 0; i < givenLength; i++) given += rng.pick(chars);
  return surname + given;
}

/** Mobile prefixes of the three carriers. */
const MOBILE_PREFIXES: ReadonlyArray<string> = (
  '130 131 132 133 135 136 137 138 139 150 151 152 153 155 156 157 158 159 ' +
  '173 176 177 178 180 181 182 183 186 187 188 189 198 199'
).split(' ');

/**
 * A plausible mainland mobile number. The 138000000xx and 139000000xx blocks belong to the demo
 * accounts: a generated contact must never look like one of them.
 */
export function mobilePhone(rng: Random): string {
  const prefix = rng.pick(MOBILE_PREFIXES);
  for (;;) {
    const phone = prefix + String(rng.int(0, 99_999_999)).padStart(8, '0');
    if (!/^13[89]000000/.test(phone)) return phone;
  }
}
