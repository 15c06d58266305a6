/**
 * Made-up Japanese trademarks as the JPO API's `app_progress` data
 * (upstream-offices.md §10.1): YYYYMMDD dates, "" for absent values,
 * goods per class with similar-group codes, applicants (class "1") and
 * attorneys (class "2"), and every derived status: pending, registered,
 * abandoned, expired, cancelled.
 */

interface Row {
  readonly app: string
  readonly reg: string
  readonly name: string
  readonly owner: string
  readonly classes: ReadonlyArray<number>
  readonly filed: string
  readonly registered: string
  readonly expire: string
  readonly erasure: string
  readonly gone: string
}

const r = (
  app: string,
  reg: string,
  name: string,
  owner: string,
  classes: ReadonlyArray<number>,
  filed: string,
  registered = "",
  expire = "",
  erasure = "",
  gone = ""
): Row => ({
  app,
  reg,
  name,
  owner,
  classes,
  filed,
  registered,
  expire,
  erasure,
  gone
})

const ROWS: ReadonlyArray<Row> = [
  r("2023012345", "6712345", "KESTREL", "株式会社ケストレル", [9, 42], "20230210", "20230815", "20330815"),
  r("2024000001", "", "ケストレル クラウド", "株式会社ケストレル", [42], "20240105"),
  r("2022054321", "", "SAKURA BLOOM", "桜フーズ株式会社", [30], "20220601", "", "", "", "20230601"),
  r("2005011111", "4911111", "富士山", "富士観光株式会社", [39, 43], "20050301", "20051201", "20151201", "01", "20151202"),
  r("2010022222", "5322222", "HAYABUSA", "はやぶさ工業株式会社", [12], "20100404", "20100910", "20200910", "02", "20140101"),
  r("2015033333", "5833333", "", "デザイン株式会社", [25], "20150505", "20151111", "20251111"),
  r("2019044444", "6244444", "MOMIJI", "Momiji Trading Co., Ltd.", [3], "20190707", "20200202", "20300202"),
  r("2001000001", "4500001", "ICHIBAN", "一番商事株式会社", [29, 30], "20010115", "20011015", "20111015", "", ""),
  r("2020011111", "6311111", "TSURU", "鶴酒造株式会社", [33], "20200120", "20200801", "20300801"),
  r("2020022222", "", "KITSUNE", "狐ゲームス株式会社", [9, 41], "20200315", "", "", "", "20210315"),
  r("2021033333", "6433333", "さくら銀行", "さくらフィナンシャル株式会社", [36], "20210401", "20211101", "20311101"),
  r("2021044444", "", "NAMI", "波サーフ株式会社", [25, 28], "20210505"),
  r("2022055555", "6655555", "YAMABIKO", "山彦音響株式会社", [9], "20220606", "20230120", "20330120", "03", "20240301"),
  r("2008066666", "5166666", "TANUKI", "狸食品株式会社", [30], "20080707", "20090105", "20190105", "01", "20190106"),
  r("2024077777", "", "KESTREL AIR", "Kestrel Aviation AB", [12, 39], "20240808"),
  r("2023088888", "6788888", "MIZU", "水工業株式会社", [11, 32], "20230909", "20240220", "20340220"),
  r("2012099999", "5599999", "HOTARU", "蛍照明株式会社", [11], "20121010", "20130405", "20230405", "01", "20230406"),
  r("2025000100", "", "ケストレル", "株式会社ケストレル", [35], "20250110"),
  r("2016012121", "5912121", "", "紋章デザイン株式会社", [14], "20161111", "20170505", "20270505"),
  r("2018034343", "", "DAICHI", "大地農園株式会社", [31], "20180303", "", "", "", "20190415")
]

const GOODS: Record<number, ReadonlyArray<readonly [string, string]>> = {
  3: [["化粧品", "04C01"]],
  9: [["電子計算機用プログラム", "11C01"], ["スマートフォン用アプリケーション", "11C01"]],
  12: [["自動車", "12A05"]],
  25: [["被服", "17A01"]],
  29: [["食肉", "32A01"]],
  30: [["茶", "29A01"], ["菓子", "30A01"]],
  39: [["旅行の案内", "39E01"]],
  42: [["電子計算機用プログラムの提供", "42X11"]],
  43: [["宿泊施設の提供", "42Y01"]]
}

export const toJpoProgress = (row: Row): Record<string, unknown> => ({
  applicationNumber: row.app,
  filingDate: row.filed,
  publicationDate: row.app === "2024000001" ? "20240301" : "",
  registrationNumber: row.reg,
  registrationDate: row.registered,
  erasureIdentifier: row.erasure,
  expireDate: row.expire,
  disappearanceDate: row.gone,
  trademarkForDisplay: row.name,
  transliteration: row.app === "2023012345" ? "ケストレル" : "",
  applicantAttorney: [
    { applicantAttorneyCd: "520000001", name: row.owner, applicantAttorneyClass: "1" },
    ...(row.app === "2023012345"
      ? [{ applicantAttorneyCd: "100099999", name: "特許業務法人 見本国際特許事務所", applicantAttorneyClass: "2" }]
      : [])
  ],
  goodsServiceInformation: row.classes.flatMap((c) =>
    (GOODS[c] ?? [["商品", "01A01"]]).map(([goodsServiceName, similarCode]) => ({
      goodsServiceClass: String(c).padStart(2, "0"),
      goodsServiceName,
      similarCode
    }))
  ),
  priorityRightInformation: row.app === "2023012345"
    ? [{ parisPriorityApplicationNumber: "TM2022-001", parisPriorityDate: "20221001", parisPriorityCountryCd: "US" }]
    : [],
  bibliographyInformation: row.registered === ""
    ? []
    : [
      {
        numberType: "01",
        number: row.app,
        documentList: [
          { legalDate: row.registered, documentCode: "A01", documentDescription: "登録査定" },
          { legalDate: row.filed, documentCode: "A63", documentDescription: "商標登録願" }
        ]
      }
    ]
})

export const JPO_SEED: ReadonlyArray<Record<string, unknown>> = ROWS.map(toJpoProgress)
