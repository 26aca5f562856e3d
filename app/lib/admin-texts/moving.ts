// Moving in and out: import and export, in the dashboard and on the command line
// (app/.server/import/, scripts/import.ts, scripts/export.ts).
export const movingTexts = {
  moving: {
    tab: "Impor & Ekspor",
    title: "Impor & Ekspor",
    lead: "Pindahkan situs dari WordPress, Blogger atau Ghost, pulihkan cadangan Warta, atau unduh seluruh situs sebagai satu berkas.",
    importTitle: "Impor",
    importHint:
      "Berkas ekspor WordPress (WXR), Blogger (Atom), Ghost (JSON) atau Warta (JSON Lines), paling besar 200 MB. Mengimpor berkas yang sama dua kali tidak mengubah apa pun.",
    fileLabel: "Berkas ekspor",
    importButton: "Impor Berkas",
    fetchMediaLabel: "Ambil gambar dari situs lama",
    fetchMediaHint:
      "Gambar yang masih dimuat dari situs lama diunduh ke media Warta, sehingga tetap tampil setelah situs lama ditutup. Gambar yang gagal diunduh dicantumkan di ringkasan.",
    uploading: (percent: number) => `Mengunggah... ${percent}%`,
    importing: "Mengimpor... Jangan tutup halaman ini.",
    exportTitle: "Ekspor",
    exportHint:
      "Seluruh situs sebagai satu berkas: artikel, halaman, kategori, komentar, media, pengaturan, pelanggan, pengguna (dengan hash kata sandi) dan pengalihan. Simpan di tempat yang aman: berkas ini juga cadangan situs.",
    exportButton: "Unduh Ekspor",
    withoutUsers:
      "Tanpa akun dan data pribadi (tanpa hash kata sandi, pelanggan buletin dan email komentator)",
    progressLabel: "Kemajuan unggahan",
    importProgressLabel: "Kemajuan impor",
    importProgress: (p: {
      done: number;
      total: number;
      mediaFetched: number;
      mediaFailed: number;
    }) =>
      `Mengimpor ${p.done} dari ${p.total} entri; ${p.mediaFetched} gambar diunduh, ${p.mediaFailed} gagal.`,
    progressIdInvalid: "Nomor impor tidak valid.",
    noFile: "Pilih berkas ekspor terlebih dahulu.",
    tooLarge: "Berkas terlalu besar (maksimal 200 MB).",
    uploadBroken: "Unggahan rusak atau terputus. Silakan coba lagi.",
    importFailed: "Impor gagal. Tidak ada yang diubah. Silakan coba lagi.",
    uploadFailed: "Gagal mengunggah berkas. Silakan coba lagi.",
    summaryTitle: "Hasil Impor",
    formatNames: {
      wordpress: "WordPress (WXR)",
      blogger: "Blogger (Atom)",
      ghost: "Ghost (JSON)",
      warta: "Ekspor Warta",
    },
    kinds: { posts: "Artikel", pages: "Halaman", comments: "Komentar" },
    columns: {
      kind: "Jenis",
      created: "Dibuat",
      updated: "Diperbarui",
      unchanged: "Tidak berubah",
      skipped: "Dilewati",
      failed: "Gagal",
    },
    tableColumns: { table: "Tabel", restored: "Dipulihkan", skipped: "Dilewati" },
    categoriesCreated: "Kategori baru",
    failuresTitle: "Gagal diimpor",
    skippedTitle: "Dilewati",
    notesTitle: "Catatan",
    mediaTitle: (n: number) => `Gambar yang masih di situs lama (${n})`,
    mediaFetched: (n: number) => `${n} gambar diunduh ke media Warta`,
    mediaRetried: (n: number) => `${n} gambar diambil ulang`,
    blocksKept: (b: {
      tables: number;
      figures: number;
      galleries: number;
      embeds: number;
      quotes: number;
    }) =>
      `Isi yang dipertahankan: ${b.tables} tabel, ${b.figures} gambar berketerangan, ${b.galleries} galeri, ${b.embeds} sematan, ${b.quotes} kutipan`,
    omitted: (n: number) => `${n} baris lain tidak ditampilkan`,
    unknownFormat:
      "Format berkas tidak dikenali. Gunakan ekspor WordPress (WXR), Blogger (Atom), Ghost (JSON) atau ekspor Warta.",
    emptyFile: "Berkas kosong.",
    brokenXml: (line: number, detail: string) =>
      `Berkas XML rusak di baris ${line}: ${detail}. Tidak ada yang diimpor.`,
    brokenJson: (detail: string) => `Berkas JSON rusak: ${detail}. Tidak ada yang diimpor.`,
    badSiteUrl: (value: string) =>
      `--site-url "${value}" bukan alamat situs yang sah. Tulis alamat lengkap situs lama, misalnya https://lama.contoh.id (http atau https, tanpa ? atau #).`,
    ghostUrlKept:
      "Alamat __GHOST_URL__ dibiarkan apa adanya; impor ulang dengan --site-url https://alamat-lama untuk memperbaikinya",
    lenientXml:
      "Bagian CDATA di berkas ini tidak sah; dibaca dengan cara longgar seperti pengimpor WordPress sendiri",
    notWxr: "Berkas RSS ini bukan ekspor WordPress (WXR). Tidak ada yang diimpor.",
    notBlogger: "Berkas Atom ini bukan cadangan Blogger. Tidak ada yang diimpor.",
    notGhost: "Berkas JSON ini bukan ekspor Ghost. Tidak ada yang diimpor.",
    notWarta: (detail: string) =>
      `Berkas ekspor Warta tidak valid: ${detail}. Tidak ada yang diimpor.`,
    wartaNotEmpty:
      "Ekspor Warta hanya dapat dipulihkan ke situs yang belum berisi artikel, halaman atau komentar. Tidak ada yang diubah.",
    kindPost: "artikel",
    kindPage: "halaman",
    kindComment: "komentar",
    untitled: "Tanpa Judul",
    anonymous: "Anonim",
    defaultCategory: "Umum",
    defaultCategorySlug: "umum",
    attachmentKept: "lampiran (dipakai lewat URL-nya oleh artikel)",
    typeSkipped: (type: string) => `jenis "${type}" tidak diimpor`,
    menuItemWithoutMenu: "item menu tanpa menu tidak diimpor",
    menuTargetMissing: "item menu yang tujuannya tidak ada di berkas tidak diimpor",
    menuFull: "item menu melebihi batas satu menu tidak diimpor",
    menuAsHeader: "menjadi menu atas (header)",
    menuAsFooterColumn: "menjadi kolom di menu bawah (footer)",
    menuColumn: "Menu",
    menuItemsImported: (n: number) => `Item menu diimpor: ${n}`,
    statusSkipped: (status: string) => `status "${status}" tidak diimpor`,
    futureAsDraft: "terjadwal: disimpan sebagai draf (Warta belum punya penjadwalan)",
    statusAsDraft: (status: string) => `status "${status}": disimpan sebagai draf`,
    passwordAsDraft: "dilindungi kata sandi: disimpan sebagai draf",
    membersAsDraft: (visibility: string) =>
      `hanya untuk anggota (${visibility}): disimpan sebagai draf`,
    stickyIgnored: "disematkan (sticky) di situs lama; Warta tidak menyematkan artikel",
    unknownShortcode: (name: string) =>
      `shortcode [${name}] tidak dikenal, dihapus (isinya dipertahankan)`,
    pingbackSkipped: "pingback/trackback tidak diimpor",
    trashSkipped: "komentar di tempat sampah tidak diimpor",
    pageComment: "komentar pada halaman tidak diimpor (halaman Warta tanpa komentar)",
    commentWithoutPost: "komentar untuk artikel yang tidak diimpor",
    deletedLocally: "sudah diimpor lalu dihapus di Warta",
    changedLocally: "berubah di sumber, tetapi sudah disunting di Warta: tidak ditimpa",
    slugChanged: (from: string, to: string) => `slug "${from}" menjadi "${to}"`,
    titleEmpty: "judul kosong",
    titleMarkup: "judul berisi markup: disimpan sebagai teks",
    titleShortened: "judul dipendekkan menjadi 200 karakter",
    contentEmpty: "isi kosong",
    contentTooLong: "isi lebih dari 2.000.000 karakter",
    manyCategories: (n: number) =>
      `${n} kategori; yang pertama menjadi kategori artikel, sisanya menjadi tag`,
    tagsDropped: (n: number, max: number) =>
      `${n} kategori atau tag tidak disimpan (maksimal ${max} tag per artikel)`,
    coverDropped: (url: string) => `gambar sampul bukan https, tidak dipakai: ${url}`,
    writeFailed: (detail: string) => `gagal disimpan: ${detail}`,
    mediaFailed: (url: string, detail: string) => `gambar ${url} tidak diunduh: ${detail}`,
    mediaStatus: (status: number) => `server menjawab ${status}`,
    mediaNotImage: (type: string) => `bukan gambar (${type || "tanpa jenis"})`,
    mediaCorrupt: "gambar rusak",
    mediaTooManyPixels: (maxMegapixels: number) => `gambar lebih dari ${maxMegapixels} megapiksel`,
    progress: (done: number, total: number) => `Mengimpor ${done}/${total}`,
    exportDone: (path: string, rows: number) => `Ekspor ditulis ke ${path} (${rows} baris).`,
    mediaMoveUsage: "Pemakaian: npm run media:move -- s3://bucket/awalan | database",
    mediaMoveDone: (target: string, moved: number, already: number) =>
      `${moved} berkas media dipindahkan ke ${target}; ${already} sudah ada di sana.`,
  },
} as const;
