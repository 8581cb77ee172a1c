/** Option sets the Hangzhou library's conditions share. */
export const HIGH_TECH = ['高新技术企业'];
export const MAKERS = ['高端装备制造', '新材料', '生物医药', '新能源', '节能环保'];
export const DIGITAL = ['新一代信息技术', '数字创意'];
