// Statistik: what readers read, counted without cookies (docs/decisions/0026-audience-counting.md).
export const audienceTexts = {
  statistics: {
    tab: "Statistik",
    title: "Statistik",
    leadAll:
      "Kunjungan pembaca seluruh situs, dihitung tanpa cookie dan tanpa menyimpan alamat IP.",
    leadOwn:
      "Kunjungan pembaca ke artikel Anda, dihitung tanpa cookie dan tanpa menyimpan alamat IP.",
    countingOff:
      "Penghitungan kunjungan sedang dimatikan di Pengaturan: angka baru tidak bertambah.",
    rangeLabel: "Rentang waktu",
    range: (days: number) => `${days} hari`,
    views: "Tampilan",
    visitors: "Pengunjung",
    day: "Tanggal",
    totalViews: "Total tampilan",
    totalVisitors: "Total pengunjung",
    newSubscribers: "Pelanggan newsletter baru",
    chartTitle: "Tampilan dan pengunjung per hari",
    chartSummary: (days: number, views: number, visitors: number) =>
      `Grafik ${days} hari terakhir: ${views} tampilan, ${visitors} pengunjung.`,
    perDay: "Per hari",
    topArticles: "Artikel terpopuler",
    article: "Artikel",
    referrers: "Situs perujuk",
    campaigns: "Kampanye (UTM)",
    devices: "Perangkat",
    countries: "Negara",
    searches: "Pencarian pembaca",
    term: "Kata kunci",
    searchCount: "Jumlah",
    noResults: "Tanpa hasil",
    source: "Sumber",
    kindLabels: {
      utm_source: "Sumber",
      utm_medium: "Medium",
      utm_campaign: "Kampanye",
    } as Record<string, string>,
    deviceLabels: { mobile: "Ponsel", tablet: "Tablet", desktop: "Desktop" } as Record<
      string,
      string
    >,
    empty: "Belum ada data pada rentang ini.",
    csv: "Unduh CSV",
    csvHeader: ["Tanggal", "Judul", "Slug", "Tampilan", "Pengunjung"],
  },
  articleNumbers: {
    /** Beside an article in the dashboard's list. */
    listLine: (views: number, visitors: number) =>
      `30 hari: ${views} tampilan, ${visitors} pengunjung`,
    panelTitle: "Statistik artikel",
    period: "Rentang",
    last: (days: number) => `${days} hari terakhir`,
    referrers: "Situs perujuk (30 hari)",
    noReferrers: "Belum ada situs perujuk.",
    link: "Lihat Statistik",
  },
} as const;
